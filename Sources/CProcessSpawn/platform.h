#ifndef TRACKCHECK_PLATFORM_H
#define TRACKCHECK_PLATFORM_H

/* Which process layer this build has (docs/PROCESSES.md, "Platforms").
 *
 * The Linux layer uses what only Linux offers: PR_SET_PDEATHSIG, pipe2, accept4, SOCK_CLOEXEC,
 * close_range, /proc, sched_setaffinity, PR_SET_CHILD_SUBREAPER. The POSIX layer uses none of
 * them; it is what every other system (macOS) builds, and a Linux build selects it with
 * `-Xcc -DTRACKCHECK_POSIX_PROCESSES`, so that it is tested where the project is tested.
 *
 * Each concern keeps both ways in one file: spawn.c (spawning and supervision), parent_death.c
 * (the supervisor's watch on trackcheck), descriptors.c (close-on-exec descriptors),
 * placement.c (CPU placement), orphans.c (adopting orphaned grandchildren), executable_path.c. */
#if defined(__linux__) && !defined(TRACKCHECK_POSIX_PROCESSES)
#define TRACKCHECK_LINUX_PROCESSES 1
#else
#define TRACKCHECK_LINUX_PROCESSES 0
#endif

#if TRACKCHECK_LINUX_PROCESSES
#include <sched.h>
#endif
#include <sys/types.h>

/* descriptors.c */

/// Closes every descriptor but the `count` in `keep` (async-signal-safe: for a fork).
void tc_close_all_except(const int *keep, int count);
/// `pipe` with both ends close-on-exec, for a single-threaded fork (no lock taken).
int tc_pipe_cloexec_in_fork(int fds[2]);
/// Holds off descriptor creation in other threads while the calling thread forks, on a system
/// where a descriptor is made close-on-exec only after it is created (the POSIX layer): a fork in
/// between would pass it, not yet close-on-exec, to the program. No-op on the Linux layer.
void tc_fork_lock(void);
void tc_fork_unlock(void);

/* parent_death.c: how a supervisor learns that trackcheck died, and waits for its program. */

/// In trackcheck, before the supervisor's fork: 0, or the `errno` of a failure.
int tc_parent_death_prepare(void);
/// In the supervisor, first thing after the fork.
void tc_parent_death_supervisor(void);
/// In the supervisor, before it forks the program: 0, or the `errno` of a failure.
int tc_parent_death_watch_begin(void);
/// In the program, before its exec.
void tc_parent_death_program(void);
/// The supervisor's descriptors the watch needs (at most two), written to `keep`; their count.
int tc_parent_death_kept(int *keep);
/// In the supervisor: waits for `program` and writes its wait status to `*status`; kills the
/// whole group (the supervisor included) when trackcheck dies first. 0, or -1 on a failure.
int tc_parent_death_wait(pid_t program, int *status);

/* placement.c: the CPUs a spawned program starts with. */

typedef struct {
#if TRACKCHECK_LINUX_PROCESSES
  cpu_set_t cpus;
  int have_cpus;
#else
  int unused;
#endif
} tc_spawn_placement;

/// In trackcheck, before the fork: the CPUs the process (not the calling thread) may use.
void tc_placement_capture(tc_spawn_placement *placement);
/// In the supervisor: starts it, and so the program, on those CPUs.
void tc_placement_apply(const tc_spawn_placement *placement);

/* spawn.c */

/// The program's path: `name` itself when it has a '/', else the first executable match in PATH.
/// 0, or the `errno` of the failure.
int tc_resolve_in_path(const char *name, char *out, size_t size);

#endif
