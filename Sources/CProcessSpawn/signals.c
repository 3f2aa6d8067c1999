#define _GNU_SOURCE
#include "platform.h"
#include "trackcheck_spawn.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

/* Signals caught by trackcheck (SignalTrap), the same on every system. */

static int signal_pipe_write = -1;

static void trackcheck_on_signal(int number) {
  int saved = errno;
  unsigned char byte = (unsigned char)number;
  if (signal_pipe_write >= 0) (void)!write(signal_pipe_write, &byte, 1);
  errno = saved;
}

int trackcheck_signal_pipe(const int *signals, int count) {
  int fds[2];
  if (trackcheck_pipe_cloexec(fds) != 0) return -1;
  signal_pipe_write = fds[1];
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = trackcheck_on_signal;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigset_t wanted;
  sigemptyset(&wanted);
  for (int i = 0; i < count; i++) {
    sigaction(signals[i], &action, NULL);
    sigaddset(&wanted, signals[i]);
  }
  // A parent may have started trackcheck with these signals blocked (the mask
  // is inherited): unblocked here, in the thread that later threads inherit from.
  pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
  return fds[0];
}

int trackcheck_signal_wait(int fd) {
  unsigned char byte = 0;
  ssize_t got;
  do {
    got = read(fd, &byte, 1);
  } while (got < 0 && errno == EINTR);
  return got == 1 ? byte : 0;
}

void trackcheck_signal_default(const int *signals, int count) {
  for (int i = 0; i < count; i++) signal(signals[i], SIG_DFL);
}
