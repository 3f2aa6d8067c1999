#define _GNU_SOURCE
#include "platform.h"
#include "trackcheck_spawn.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#if TRACKCHECK_LINUX_PROCESSES
#include <sys/prctl.h>
#endif

#if defined(__APPLE__)
#include <crt_externs.h>
/* A library (a test bundle) cannot see `environ` on macOS; the system hands it out. */
#define TRACKCHECK_ENVIRONMENT (*_NSGetEnviron())
#else
extern char **environ;
#define TRACKCHECK_ENVIRONMENT environ
#endif

/* Spawning and supervision (trackcheck_spawn), the same on every system but for the parts each
   concern's file keeps: parent_death.c, descriptors.c, placement.c. */

/// The program's path: `name` itself when it has a '/', else the first
/// executable match in PATH. Resolved before fork, so the child allocates nothing.
int tc_resolve_in_path(const char *name, char *out, size_t size) {
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

/// The supervisor's answer to its parent's death (Linux: PR_SET_PDEATHSIG's
/// SIGTERM; parent_death.c) and to SIGTERM, SIGINT or SIGHUP: the whole group ends, itself included.
static void supervisor_end_group(int number) {
  (void)number;
  kill(0, SIGKILL);
}

/// The supervisor ends as its program ended, by the same signal, without a core of its own.
static void no_core_of_its_own(void) {
#if TRACKCHECK_LINUX_PROCESSES
  prctl(PR_SET_DUMPABLE, 0);
#else
  struct rlimit none = {0, 0};
  setrlimit(RLIMIT_CORE, &none);
#endif
}

/// The supervisor: leader of the implementation's process group, parent of
/// the program. It dies with trackcheck and takes the group with it
/// (parent_death.c); otherwise it waits for the program and ends as the program did.
static void supervise(char *program_path, char *const argv[], int stdin_fd, int stdout_fd, int stderr_fd, int report, pid_t parent,
                      const tc_spawn_placement *placement) {
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
  tc_parent_death_supervisor();
  tc_placement_apply(placement);
  if (getppid() != parent) _exit(127);
  int watching = tc_parent_death_watch_begin();
  if (watching != 0) {
    report_write(report, REPORT_FAILURE, watching);
    _exit(127);
  }
  pid_t supervisor = getpid();
  pid_t program = fork();
  if (program < 0) {
    report_write(report, REPORT_FAILURE, errno);
    _exit(127);
  }
  if (program == 0) {
    tc_parent_death_program();
    if (getppid() != supervisor) _exit(127);
    for (size_t i = 0; i < sizeof ending / sizeof ending[0]; i++) signal(ending[i], SIG_DFL);
    if (dup2(stdin_fd, 0) < 0 || dup2(stdout_fd, 1) < 0 || dup2(stderr_fd, 2) < 0) {
      report_write(report, REPORT_FAILURE, errno);
      _exit(127);
    }
    execve(program_path, argv, TRACKCHECK_ENVIRONMENT);
    report_write(report, REPORT_FAILURE, errno);
    _exit(127);
  }
  report_write(report, REPORT_PROGRAM, program);
  // Nothing of trackcheck's stays open here: above all not the write end of
  // the program's stdin, whose closing is how the program learns to stop.
  // Only what the watch on trackcheck needs is kept.
  int keep[2];
  tc_close_all_except(keep, tc_parent_death_kept(keep));
  int status;
  if (tc_parent_death_wait(program, &status) != 0) _exit(127);
  if (WIFEXITED(status)) _exit(WEXITSTATUS(status));
  int number = WIFSIGNALED(status) ? WTERMSIG(status) : SIGKILL;
  // The program's signal, ended with here too.
  no_core_of_its_own();
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
  int resolved = tc_resolve_in_path(argv[0], program, sizeof program);
  if (resolved != 0) {
    *error_out = resolved;
    return -1;
  }
  int prepared = tc_parent_death_prepare();
  if (prepared != 0) {
    *error_out = prepared;
    return -1;
  }
  // The supervisor reports the program's pid through this pipe, and the
  // program a failed exec; a successful exec and the supervisor close it.
  int report[2];
  if (trackcheck_pipe_cloexec(report) != 0) {
    *error_out = errno;
    return -1;
  }
  pid_t parent = getpid();
  tc_spawn_placement placement;
  tc_placement_capture(&placement);
  tc_fork_lock();
  pid_t child = fork();
  if (child == 0) {
    close(report[0]);
    supervise(program, argv, stdin_fd, stdout_fd, stderr_fd, report[1], parent, &placement);
    _exit(127);
  }
  int forked = errno;
  tc_fork_unlock();
  if (child < 0) {
    *error_out = forked;
    close(report[0]);
    close(report[1]);
    return -1;
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

int trackcheck_has_exited(pid_t pid) {
  siginfo_t info;
  // Zeroed first: with WNOHANG and nothing to report, some systems leave it as it was.
  memset(&info, 0, sizeof info);
  if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return 0;
  return info.si_pid == pid;
}

int trackcheck_process_layer(void) {
  return TRACKCHECK_LINUX_PROCESSES ? TRACKCHECK_PROCESS_LAYER_LINUX : TRACKCHECK_PROCESS_LAYER_POSIX;
}
