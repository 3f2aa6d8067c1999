#define _GNU_SOURCE
#include "trackcheck_spawn.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/// The program's path: `name` itself when it has a '/', else the first
/// executable match in PATH. Resolved before fork, so the child allocates nothing.
static int resolve(const char *name, char *out, size_t size) {
  if (strchr(name, '/') != NULL) {
    if (strlen(name) >= size) return ENAMETOOLONG;
    strcpy(out, name);
    return 0;
  }
  const char *path = getenv("PATH");
  if (path == NULL || *path == '\0') path = "/usr/local/bin:/usr/bin:/bin";
  int found_error = ENOENT;
  while (*path != '\0') {
    const char *end = strchr(path, ':');
    size_t length = end ? (size_t)(end - path) : strlen(path);
    if (length + 1 + strlen(name) + 1 <= size) {
      if (length == 0) {
        snprintf(out, size, "./%s", name);
      } else {
        snprintf(out, size, "%.*s/%s", (int)length, path, name);
      }
      if (access(out, X_OK) == 0) return 0;
      if (errno == EACCES) found_error = EACCES;
    }
    if (end == NULL) break;
    path = end + 1;
  }
  return found_error;
}

pid_t trackcheck_spawn(char *const argv[], int stdin_fd, int stdout_fd, int stderr_fd, int *error_out) {
  char program[PATH_MAX];
  int resolved = resolve(argv[0], program, sizeof program);
  if (resolved != 0) {
    *error_out = resolved;
    return -1;
  }
  // The child reports a failed exec through this pipe; a successful exec closes it.
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) {
    *error_out = errno;
    return -1;
  }
  pid_t parent = getpid();
#if defined(__linux__)
  // The child starts on every CPU the process may use, whichever thread
  // spawns it: a job's thread may be confined to one CPU (CPUPlacement).
  cpu_set_t process_cpus;
  CPU_ZERO(&process_cpus);
  int have_process_cpus = sched_getaffinity(parent, sizeof process_cpus, &process_cpus) == 0;
#endif
  pid_t child = fork();
  if (child < 0) {
    *error_out = errno;
    close(report[0]);
    close(report[1]);
    return -1;
  }
  if (child == 0) {
    // Only async-signal-safe calls from here on.
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(127);
#if defined(__linux__)
    if (have_process_cpus) sched_setaffinity(0, sizeof process_cpus, &process_cpus);
#endif
    int defaults[] = {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGXFSZ, SIGQUIT};
    for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++) signal(defaults[i], SIG_DFL);
    sigset_t empty;
    sigemptyset(&empty);
    sigprocmask(SIG_SETMASK, &empty, NULL);
    if (dup2(stdin_fd, 0) < 0 || dup2(stdout_fd, 1) < 0 || dup2(stderr_fd, 2) < 0) {
      int failure = errno;
      (void)!write(report[1], &failure, sizeof failure);
      _exit(127);
    }
    execve(program, argv, environ);
    int failure = errno;
    (void)!write(report[1], &failure, sizeof failure);
    _exit(127);
  }
  // The parent also sets the group, so it exists before anyone signals it.
  setpgid(child, child);
  close(report[1]);
  int failure = 0;
  ssize_t got;
  do {
    got = read(report[0], &failure, sizeof failure);
  } while (got < 0 && errno == EINTR);
  close(report[0]);
  if (got == (ssize_t)sizeof failure) {
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    *error_out = failure;
    return -1;
  }
  return child;
}

int trackcheck_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

int trackcheck_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

static int signal_pipe_write = -1;

static void trackcheck_on_signal(int number) {
  int saved = errno;
  unsigned char byte = (unsigned char)number;
  if (signal_pipe_write >= 0) (void)!write(signal_pipe_write, &byte, 1);
  errno = saved;
}

int trackcheck_signal_pipe(const int *signals, int count) {
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0) return -1;
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
