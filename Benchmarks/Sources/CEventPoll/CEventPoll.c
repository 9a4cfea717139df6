// CEventPoll: epoll and accept4 behind plain functions (struct epoll_event is packed on x86-64).
#define _GNU_SOURCE
#include "CEventPoll.h"

#ifdef __linux__

#include <stddef.h>
#include <sys/epoll.h>
#include <sys/socket.h>

int cevent_poll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int cevent_poll_watch(int poller, int descriptor, uint64_t id) {
    struct epoll_event event = {.events = EPOLLIN, .data.u64 = id};
    return epoll_ctl(poller, EPOLL_CTL_ADD, descriptor, &event);
}

int cevent_poll_wait(int poller, uint64_t *ids, int capacity, int milliseconds) {
    struct epoll_event events[256];
    int count = epoll_wait(poller, events, capacity < 256 ? capacity : 256, milliseconds);
    for (int index = 0; index < count; index++) ids[index] = events[index].data.u64;
    return count;
}

int cevent_poll_accept(int listener) { return accept4(listener, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC); }

#endif
