#define _GNU_SOURCE
#include "platform.h"
#include "trackcheck_spawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* How a supervisor learns that trackcheck died, and waits for its program meanwhile. Only
   async-signal-safe calls after the fork: the supervisor is a fork of a threaded process. */

/// The supervisor's blocking wait for its program, `EINTR` retried.
static int wait_blocking(pid_t program, int *status) {
  while (waitpid(program, status, 0) < 0) {
    if (errno != EINTR) return -1;
  }
  return 0;
}

#if TRACKCHECK_LINUX_PROCESSES
#include <sys/prctl.h>

/* Linux: the kernel sends SIGTERM to the supervisor when the thread that forked it ends
   (PR_SET_PDEATHSIG), which the supervisor answers by killing its group; and SIGKILL to the
   program when the supervisor ends. Nothing to prepare or keep; the supervisor just waits. */

int tc_parent_death_prepare(void) { return 0; }

void tc_parent_death_supervisor(void) { prctl(PR_SET_PDEATHSIG, SIGTERM); }

int tc_parent_death_watch_begin(void) { return 0; }

void tc_parent_death_program(void) {
  // The program dies with its supervisor, should anything kill that alone.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
}

int tc_parent_death_kept(int *keep) {
  (void)keep;
  return 0;
}

int tc_parent_death_wait(pid_t program, int *status) { return wait_blocking(program, status); }
#else
#include <poll.h>
#include <pthread.h>

/* POSIX: a lifeline. trackcheck makes one pipe, both ends close-on-exec, and keeps it for its
   whole life. Every supervisor inherits it at its fork and closes its copy of the write end at
   once, so that only trackcheck holds a write end: when trackcheck ends, however it ends, the
   kernel closes it and the supervisor reads end of file, and kills its group. The supervisor
   waits for that and for its program's exit together, with poll: SIGCHLD writes a byte to a pipe
   of the supervisor's own (the self-pipe pattern). No program inherits either pipe (close-on-exec).
   What Linux's PR_SET_PDEATHSIG also does, and this does not: kill the program should its
   supervisor alone be killed (trackcheck then ends the group when it sees the supervisor's end). */

static int lifeline[2] = {-1, -1};
static int lifeline_error = 0;
static pthread_once_t lifeline_once = PTHREAD_ONCE_INIT;

static void make_lifeline(void) {
  if (trackcheck_pipe_cloexec(lifeline) != 0) lifeline_error = errno != 0 ? errno : EMFILE;
}

int tc_parent_death_prepare(void) {
  pthread_once(&lifeline_once, make_lifeline);
  return lifeline_error;
}

void tc_parent_death_supervisor(void) {
  close(lifeline[1]);
  lifeline[1] = -1;
}

/// The supervisor's self-pipe: its SIGCHLD handler writes to [1], its wait polls [0].
static int child_ended[2] = {-1, -1};

static void on_child_ended(int number) {
  (void)number;
  int saved = errno;
  char byte = 0;
  (void)!write(child_ended[1], &byte, 1);
  errno = saved;
}

int tc_parent_death_watch_begin(void) {
  if (tc_pipe_cloexec_in_fork(child_ended) != 0) return errno;
  // The handler never blocks: a full pipe already says what it has to say.
  fcntl(child_ended[1], F_SETFL, fcntl(child_ended[1], F_GETFL) | O_NONBLOCK);
  struct sigaction ended;
  memset(&ended, 0, sizeof ended);
  ended.sa_handler = on_child_ended;
  sigemptyset(&ended.sa_mask);
  ended.sa_flags = SA_NOCLDSTOP;
  if (sigaction(SIGCHLD, &ended, NULL) != 0) return errno;
  return 0;
}

void tc_parent_death_program(void) { signal(SIGCHLD, SIG_DFL); }

int tc_parent_death_kept(int *keep) {
  keep[0] = lifeline[0];
  keep[1] = child_ended[0];
  return 2;
}

int tc_parent_death_wait(pid_t program, int *status) {
  int watching = lifeline[0];
  for (;;) {
    // Checked before each wait: a SIGCHLD that came before the handler was set is not missed.
    pid_t ended = waitpid(program, status, WNOHANG);
    if (ended == program) return 0;
    if (ended < 0 && errno != EINTR) return -1;
    // A negative descriptor is one poll skips.
    struct pollfd watched[2] = {{watching, POLLIN, 0}, {child_ended[0], POLLIN, 0}};
    int ready = poll(watched, 2, -1);
    if (ready < 0) {
      if (errno == EINTR) continue;
      // poll itself failed: the program's end can still be waited for, only not trackcheck's.
      return wait_blocking(program, status);
    }
    if (watched[0].revents != 0) {
      char byte;
      ssize_t got;
      do {
        got = read(watching, &byte, 1);
      } while (got < 0 && errno == EINTR);
      // End of file: trackcheck is gone. The whole group goes with it, this supervisor included.
      if (got == 0) kill(0, SIGKILL);
      // Should the lifeline fail to read, it is no longer polled, not polled in a busy loop.
      if (got < 0) watching = -1;
    }
    if (watched[1].revents != 0) {
      char drained[64];
      (void)!read(child_ended[0], drained, sizeof drained);
    }
  }
}
#endif
