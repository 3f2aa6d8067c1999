#define _GNU_SOURCE
#include "trackcheck_spawn.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <sched.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
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

/// One message of the spawn report pipe: the supervisor sends the program's
/// pid, the program (or the supervisor) the `errno` of a failure. Each is
/// written whole in one `write` (well under PIPE_BUF), so none interleave.
struct spawn_report {
  int kind;
  int value;
};
enum { REPORT_PROGRAM = 'P', REPORT_FAILURE = 'E' };

static void report_write(int fd, int kind, int value) {
  struct spawn_report message = {kind, value};
  (void)!write(fd, &message, sizeof message);
}

/// The supervisor's answer to its parent's death (PR_SET_PDEATHSIG) and to
/// SIGTERM, SIGINT or SIGHUP: the whole group ends, itself included.
static void supervisor_end_group(int number) {
  (void)number;
  kill(0, SIGKILL);
}

/// Closes every descriptor from `first` on (the supervisor keeps none of trackcheck's).
static void close_from(int first) {
#if defined(__linux__) && defined(SYS_close_range)
  if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) == 0) return;
#endif
  long most = sysconf(_SC_OPEN_MAX);
  if (most < 0 || most > 65536) most = 65536;
  for (int fd = first; fd < most; fd++) close(fd);
}

/// The supervisor: leader of the implementation's process group, parent of
/// the program. It dies with the thread that started it and takes the group
/// with it; otherwise it waits for the program and ends as the program did.
static void supervise(char *program_path, char *const argv[], int stdin_fd, int stdout_fd, int stderr_fd, int report, pid_t parent
#if defined(__linux__)
                      ,
                      const cpu_set_t *cpus, int have_cpus
#endif
) {
  // Only async-signal-safe calls from here on: this is a fork of a threaded process.
  setpgid(0, 0);
  struct sigaction end;
  memset(&end, 0, sizeof end);
  end.sa_handler = supervisor_end_group;
  sigemptyset(&end.sa_mask);
  int ending[] = {SIGTERM, SIGINT, SIGHUP};
  for (size_t i = 0; i < sizeof ending / sizeof ending[0]; i++) sigaction(ending[i], &end, NULL);
  int defaults[] = {SIGPIPE, SIGXFSZ, SIGQUIT};
  for (size_t i = 0; i < sizeof defaults / sizeof defaults[0]; i++) signal(defaults[i], SIG_DFL);
  sigset_t empty;
  sigemptyset(&empty);
  sigprocmask(SIG_SETMASK, &empty, NULL);
#if defined(__linux__)
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  if (have_cpus) sched_setaffinity(0, sizeof *cpus, cpus);
#endif
  if (getppid() != parent) _exit(127);
  pid_t supervisor = getpid();
  pid_t program = fork();
  if (program < 0) {
    report_write(report, REPORT_FAILURE, errno);
    _exit(127);
  }
  if (program == 0) {
#if defined(__linux__)
    // The program dies with its supervisor, should anything kill that alone.
    prctl(PR_SET_PDEATHSIG, SIGKILL);
#endif
    if (getppid() != supervisor) _exit(127);
    for (size_t i = 0; i < sizeof ending / sizeof ending[0]; i++) signal(ending[i], SIG_DFL);
    if (dup2(stdin_fd, 0) < 0 || dup2(stdout_fd, 1) < 0 || dup2(stderr_fd, 2) < 0) {
      report_write(report, REPORT_FAILURE, errno);
      _exit(127);
    }
    execve(program_path, argv, environ);
    report_write(report, REPORT_FAILURE, errno);
    _exit(127);
  }
  report_write(report, REPORT_PROGRAM, program);
  // Nothing of trackcheck's stays open here: above all not the write end of
  // the program's stdin, whose closing is how the program learns to stop.
  close_from(0);
  int status;
  while (waitpid(program, &status, 0) < 0) {
    if (errno != EINTR) _exit(127);
  }
  if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
  int number = WIFSIGNALED(status) ? WTERMSIG(status) : SIGKILL;
#if defined(__linux__)
  // The program's signal, ended with here too, without a core of the supervisor.
  prctl(PR_SET_DUMPABLE, 0);
#endif
  signal(number, SIG_DFL);
  sigset_t only;
  sigemptyset(&only);
  sigaddset(&only, number);
  sigprocmask(SIG_UNBLOCK, &only, NULL);
  kill(supervisor, number);
  _exit(128 + number);
}

pid_t trackcheck_spawn(char *const argv[], int stdin_fd, int stdout_fd, int stderr_fd, pid_t *program_out, int *error_out) {
  char program[PATH_MAX];
  int resolved = resolve(argv[0], program, sizeof program);
  if (resolved != 0) {
    *error_out = resolved;
    return -1;
  }
  // The supervisor reports the program's pid through this pipe, and the
  // program a failed exec; a successful exec and the supervisor close it.
  int report[2];
  if (pipe2(report, O_CLOEXEC) != 0) {
    *error_out = errno;
    return -1;
  }
  pid_t parent = getpid();
#if defined(__linux__)
  // The program starts on every CPU the process may use, whichever thread
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
    close(report[0]);
    supervise(program, argv, stdin_fd, stdout_fd, stderr_fd, report[1], parent
#if defined(__linux__)
              ,
              &process_cpus, have_process_cpus
#endif
    );
    _exit(127);
  }
  // The parent also sets the group, so it exists before anyone signals it.
  setpgid(child, child);
  close(report[1]);
  int failure = 0;
  pid_t started = 0;
  struct spawn_report message;
  // The supervisor reports within moments; should it not (a fork that never returns), the spawn
  // fails after ten seconds instead of holding the spawn lock for ever.
  int waited = 0;
  for (;;) {
    struct pollfd ready = {report[0], POLLIN, 0};
    int count = poll(&ready, 1, 100);
    if (count < 0 && errno == EINTR) continue;
    if (count == 0) {
      waited += 100;
      if (waited >= 10000) {
        failure = ETIMEDOUT;
        break;
      }
      continue;
    }
    ssize_t got = read(report[0], &message, sizeof message);
    if (got < 0 && errno == EINTR) continue;
    if (got != (ssize_t)sizeof message) break;
    if (message.kind == REPORT_PROGRAM) started = message.value;
    if (message.kind == REPORT_FAILURE) failure = message.value;
  }
  close(report[0]);
  if (failure != 0 || started <= 0) {
    kill(-child, SIGKILL);
    int status;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    *error_out = failure != 0 ? failure : ECHILD;
    return -1;
  }
  *program_out = started;
  return child;
}

int trackcheck_become_subreaper(void) { return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); }

int trackcheck_pipe_cloexec(int fds[2]) { return pipe2(fds, O_CLOEXEC); }

int trackcheck_accept_cloexec(int fd) {
#if defined(__linux__)
  return accept4(fd, NULL, NULL, SOCK_CLOEXEC);
#else
  int connection = accept(fd, NULL, NULL);
  if (connection >= 0) fcntl(connection, F_SETFD, FD_CLOEXEC);
  return connection;
#endif
}

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
