// BrokenPipes: a write to a pipe whose reader has gone fails with EPIPE in the test process; it never kills it.
//
// Several tests hold one end of a pipe or a FIFO while the code under test writes into the other (a stalled
// disk, a child's stdin). When such a test fails early it closes its end under a writer that is still blocked,
// and the default action of SIGPIPE would end the whole test process, and with it every later test and the run's
// report (a ThreadSanitizer run of CI died so, with signal 13 and no failure named). With the signal ignored the
// write returns EPIPE, the code under test reports it as the typed error it is, and the failing test is named.
// The library itself never relies on this: libcurl sends with MSG_NOSIGNAL (CURLOPT_NOSIGNAL is set).
#include <signal.h>

#include "TestProcess.h"

__attribute__((constructor)) static void ignore_broken_pipes(void) {
    signal(SIGPIPE, SIG_IGN);
}
