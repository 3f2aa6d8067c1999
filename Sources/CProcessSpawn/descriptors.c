#define _GNU_SOURCE
#include "platform.h"
#include "trackcheck_spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

#if TRACKCHECK_LINUX_PROCESSES
#include <sys/syscall.h>

/* Linux creates a descriptor close-on-exec in the same call (pipe2, accept4, SOCK_CLOEXEC): no
   fork of another thread can catch it half made, so forks need no lock. */

void tc_fork_lock(void) {}
void tc_fork_unlock(void) {}

int trackcheck_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int trackcheck_socket_cloexec(int domain) { return socket(domain, SOCK_STREAM | SOCK_CLOEXEC, 0); }

int trackcheck_accept_cloexec(int fd) { return accept4(fd, NULL, NULL, SOCK_CLOEXEC); }

int tc_pipe_cloexec_in_fork(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

/// Closes descriptors `first` to `last`, both included.
static void close_between(int first, int last) {
#if defined(SYS_close_range)
  if (syscall(SYS_close_range, (unsigned)first, (unsigned)last, 0) == 0) return;
#endif
  long most = sysconf(_SC_OPEN_MAX);
  if (most < 0 || most > 65536) most = 65536;
  for (long fd = first; fd <= last && fd < most; fd++) close((int)fd);
}
#else
/* POSIX: a descriptor is made close-on-exec with fcntl after it is created. Between the two, a
   fork in another thread would copy it without the flag, and the program that fork then starts
   would inherit it: a worker's program could hold another's stdin open, which would then never
   see its end. So making descriptors shares a lock that a fork takes alone (as Go's ForkLock). */

static pthread_rwlock_t fork_lock = PTHREAD_RWLOCK_INITIALIZER;

void tc_fork_lock(void) { pthread_rwlock_wrlock(&fork_lock); }
void tc_fork_unlock(void) { pthread_rwlock_unlock(&fork_lock); }

static int set_cloexec(int fd) { return fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC); }

int tc_pipe_cloexec_in_fork(int fds[2]) {
  if (pipe(fds) != 0) return -1;
  if (set_cloexec(fds[0]) != 0 || set_cloexec(fds[1]) != 0) {
    int saved = errno;
    close(fds[0]);
    close(fds[1]);
    errno = saved;
    return -1;
  }
  return 0;
}

int trackcheck_pipe_cloexec(int fds[2]) {
  pthread_rwlock_rdlock(&fork_lock);
  int result = tc_pipe_cloexec_in_fork(fds);
  int saved = errno;
  pthread_rwlock_unlock(&fork_lock);
  errno = saved;
  return result;
}

/// `made` (a new descriptor, or -1) made close-on-exec; -1 and `errno` on a failure.
static int cloexec_or_close(int made) {
  if (made < 0) return -1;
  if (set_cloexec(made) != 0) {
    int saved = errno;
    close(made);
    errno = saved;
    return -1;
  }
  return made;
}

int trackcheck_socket_cloexec(int domain) {
  pthread_rwlock_rdlock(&fork_lock);
  int fd = cloexec_or_close(socket(domain, SOCK_STREAM, 0));
  int saved = errno;
  pthread_rwlock_unlock(&fork_lock);
  errno = saved;
  return fd;
}

int trackcheck_accept_cloexec(int fd) {
  /* Under the lock, so it must not wait: the listening socket is non-blocking (SocketListener),
     else an accept that blocked would hold off every spawn. */
  pthread_rwlock_rdlock(&fork_lock);
  int connection = cloexec_or_close(accept(fd, NULL, NULL));
  int saved = errno;
  pthread_rwlock_unlock(&fork_lock);
  errno = saved;
  return connection;
}

/// Closes descriptors `first` to `last`, both included, that are open. Which are is asked of
/// poll, a block at a time (POLLNVAL: not open): a close for each of thousands of numbers, as
/// many as the descriptor limit, would delay the supervisor's every step by milliseconds.
static void close_between(int first, int last) {
  long most = sysconf(_SC_OPEN_MAX);
  if (most < 0 || most > 65536) most = 65536;
  long end = last < most - 1 ? last : most - 1;
  enum { BLOCK = 256 };
  struct pollfd probe[BLOCK];
  for (long base = first; base <= end; base += BLOCK) {
    int count = (int)(end - base + 1 < BLOCK ? end - base + 1 : BLOCK);
    for (int i = 0; i < count; i++) {
      probe[i].fd = (int)(base + i);
      probe[i].events = 0;
      probe[i].revents = 0;
    }
    int asked = poll(probe, (nfds_t)count, 0);
    for (int i = 0; i < count; i++) {
      if (asked < 0 || (probe[i].revents & POLLNVAL) == 0) close(probe[i].fd);
    }
  }
}
#endif

void tc_close_all_except(const int *keep, int count) {
  /* The kept descriptors in order (at most a few: insertion sort, no allocation). */
  int sorted[8];
  int kept = 0;
  for (int i = 0; i < count && kept < 8; i++) {
    if (keep[i] < 0) continue;
    int j = kept++;
    while (j > 0 && sorted[j - 1] > keep[i]) {
      sorted[j] = sorted[j - 1];
      j--;
    }
    sorted[j] = keep[i];
  }
  int first = 0;
  for (int i = 0; i < kept; i++) {
    if (sorted[i] > first) close_between(first, sorted[i] - 1);
    if (sorted[i] + 1 > first) first = sorted[i] + 1;
  }
  close_between(first, 0x7fffffff);
}
