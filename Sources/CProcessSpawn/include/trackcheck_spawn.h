#ifndef TRACKCHECK_SPAWN_H
#define TRACKCHECK_SPAWN_H

#include <sys/types.h>

/// Starts `argv[0]` (searched in PATH when it has no '/') with `argv`, the
/// current environment, and `stdin_fd`, `stdout_fd`, `stderr_fd` as its
/// standard streams, in a new process group of its own, under a supervisor.
///
/// The supervisor is a fork of trackcheck that leads the group, is the
/// program's parent and holds none of trackcheck's descriptors. It asks the
/// kernel for SIGTERM when the thread that started it ends (Linux
/// `PR_SET_PDEATHSIG`), and answers that, and SIGTERM, SIGINT or SIGHUP, by
/// killing the whole group: when trackcheck dies, even by SIGKILL, so does
/// everything in the implementation's group. Otherwise it waits for the
/// program and ends as it did (its exit status, or its signal). The program
/// gets SIGKILL if its supervisor dies, SIGPIPE, SIGINT, SIGTERM, SIGHUP and
/// SIGXFSZ at their defaults and an empty signal mask.
///
/// Returns the supervisor's pid (the group's id: wait for it, signal the
/// group) and the program's pid in `*program_out`, or -1 with the `errno` of
/// the failure in `*error_out` (the program was not found, not executable, …).
pid_t trackcheck_spawn(char *const argv[], int stdin_fd, int stdout_fd, int stderr_fd, pid_t *program_out, int *error_out);

/// Makes this process the subreaper of its descendants (Linux
/// `PR_SET_CHILD_SUBREAPER`): a grandchild whose parent died is reparented to
/// trackcheck, which can then kill and reap it. Returns 0 on success.
int trackcheck_become_subreaper(void);

/// The CPUs task `task` may run on (0: the calling thread; a pid: that
/// process's main thread), written to `out`, at most `max` of them. Returns
/// their count, or -1 where the system cannot tell (not Linux).
int trackcheck_task_cpus(pid_t task, int *out, int max);

/// The thread of process `pid` that waits for its standard input now: the
/// main thread when it is blocked reading fd 0 or waiting in poll, select or
/// epoll, else another thread blocked reading fd 0 (a JVM reads on a thread
/// of its own); 0 when none is (yet), or where the system cannot tell.
/// Linux: read from /proc/PID/task/TID/syscall.
pid_t trackcheck_protocol_thread(pid_t pid);

/// Confines task `task` (0: the calling thread; a pid: that process's main
/// thread) to CPU `cpu`. Threads it starts later inherit that; threads that
/// already run keep theirs. Returns 0, or the `errno` of the failure.
int trackcheck_confine_task(pid_t task, int cpu);

/// `pipe2(fds, O_CLOEXEC)`: both ends close-on-exec from the start. Returns 0 on success.
int trackcheck_pipe_cloexec(int fds[2]);

/// `accept` of a connection on listening socket `fd`, close-on-exec from the start; -1 and `errno` on failure.
int trackcheck_accept_cloexec(int fd);

/// Catches `signals` from now on with a handler that writes each signal's
/// number, as one byte, to a pipe (the self-pipe pattern: nothing else is
/// async-signal-safe). Returns the pipe's read end, which a thread reads with
/// `trackcheck_signal_wait`, or -1.
int trackcheck_signal_pipe(const int *signals, int count);

/// Blocks until a caught signal arrives and returns its number (0 when the pipe closed).
int trackcheck_signal_wait(int fd);

/// Restores the default action of `signals`.
void trackcheck_signal_default(const int *signals, int count);

#endif
