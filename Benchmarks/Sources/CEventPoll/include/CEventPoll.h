// CEventPoll: Linux's epoll and accept4 for the Scale benchmark's event server, which Swift's Glibc module leaves out.
#ifndef CEVENTPOLL_H
#define CEVENTPOLL_H

#include <stdint.h>

/// A new epoll instance, or -1 (errno set).
int cevent_poll_create(void);

/// Watches `descriptor` for reading, reported as `id`; 0, or -1 (errno set).
int cevent_poll_watch(int poller, int descriptor, uint64_t id);

/// Waits up to `milliseconds` for descriptors ready to read and writes their ids to `ids` (at most `capacity`);
/// the count, 0 when none, -1 on failure (errno set).
int cevent_poll_wait(int poller, uint64_t *ids, int capacity, int milliseconds);

/// Accepts a connection on `listener` as a non-blocking socket, or -1 (errno set; EAGAIN when none waits).
int cevent_poll_accept(int listener);

#endif
