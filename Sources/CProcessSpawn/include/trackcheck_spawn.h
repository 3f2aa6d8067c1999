#ifndef TRACKCHECK_SPAWN_H
#define TRACKCHECK_SPAWN_H

#include <stddef.h>
#include <sys/types.h>

/// The process layer this build has (docs/PROCESSES.md, "Platforms"): Linux's
/// own calls (PR_SET_PDEATHSIG, pipe2, close_range, /proc, sched_setaffinity, a
/// subreaper), or POSIX calls only (what macOS builds, and Linux with
/// `-Xcc -DTRACKCHECK_POSIX_PROCESSES`).
#define TRACKCHECK_PROCESS_LAYER_LINUX 1
#define TRACKCHECK_PROCESS_LAYER_POSIX 2

/// `TRACKCHECK_PROCESS_LAYER_LINUX` or `TRACKCHECK_PROCESS_LAYER_POSIX`.
int trackcheck_process_layer(void);

/// Starts `argv[0]` (searched in PATH when it has no '/') with `argv`, the
/// current environment, and `stdin_fd`, `stdout_fd`, `stderr_fd` as its
/// standard streams, in a new process group of its own, under a supervisor.
///
/// The supervisor is a fork of trackcheck that leads the group, is the
/// program's parent and holds none of trackcheck's descriptors. It learns of
/// trackcheck's death — on Linux from the kernel's SIGTERM when the thread
/// that started it ends (`PR_SET_PDEATHSIG`), on the POSIX layer from the end
/// of a pipe whose write end only trackcheck holds — and answers that, and
/// SIGTERM, SIGINT or SIGHUP, by killing the whole group: when trackcheck
/// dies, even by SIGKILL, so does everything in the implementation's group.
/// Otherwise it waits for the program and ends as it did (its exit status, or
/// its signal). The program gets SIGKILL if its supervisor dies (Linux),
/// SIGPIPE, SIGINT, SIGTERM, SIGHUP and SIGXFSZ at their defaults and an empty
/// signal mask.
///
/// Returns the supervisor's pid (the group's id: wait for it, signal the
/// group) and the program's pid in `*program_out`, or -1 with the `errno` of
/// the failure in `*error_out` (the program was not found, not executable, …).
pid_t trackcheck_spawn(char *const argv[], int stdin_fd, int stdout_fd, int stderr_fd, pid_t *program_out, int *error_out);

/// Whether the child `pid` has exited, without reaping it: 1 if it has, 0 if
/// it runs (or is no child of this process).
int trackcheck_has_exited(pid_t pid);

/// Makes this process the subreaper of its descendants (Linux
/// `PR_SET_CHILD_SUBREAPER`): a grandchild whose parent died is reparented to
/// trackcheck, which can then kill and reap it. Returns 0 on success; -1 with
/// `errno` ENOSYS on the POSIX layer, which has no subreaper.
int trackcheck_become_subreaper(void);

/// The processes whose parent is `parent`, written to `out`, at most `max`
/// of them; their count, or -1 where the system cannot tell (the POSIX layer).
int trackcheck_children(pid_t parent, pid_t *out, int max);

/// The path of the running executable, symbolic links resolved, written to
/// `out`: Linux reads /proc/self/exe, macOS asks dyld, and otherwise (or
/// should that fail) `argv0` is resolved against the working directory or
/// PATH. Returns 0, or the `errno` of the failure.
int trackcheck_executable_path(const char *argv0, char *out, size_t size);

/// A command name resolved as the shell resolves it, symbolic links resolved,
/// written to `out`: against the working directory when it has a '/', else
/// against PATH (how the POSIX layer finds the executable from argv[0]).
/// Returns 0, or the `errno` of the failure.
int trackcheck_program_path(const char *name, char *out, size_t size);

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

/// A pipe with both ends close-on-exec before any spawn can see it (Linux
/// `pipe2(fds, O_CLOEXEC)`; POSIX `pipe` and `FD_CLOEXEC` under the lock
/// spawns take). Returns 0 on success.
int trackcheck_pipe_cloexec(int fds[2]);

/// A stream socket of `domain` (AF_UNIX, AF_INET, AF_INET6), close-on-exec as
/// pipes are; -1 and `errno` on failure.
int trackcheck_socket_cloexec(int domain);

/// `accept` of a connection on listening socket `fd` (non-blocking), close-on-exec
/// as pipes are; -1 and `errno` on failure.
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
