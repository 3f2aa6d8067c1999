#define _GNU_SOURCE
#include "platform.h"
#include "trackcheck_spawn.h"

#include <errno.h>

/* CPU placement (CPUPlacement). Linux: sched_setaffinity, and the protocol thread found in /proc.
   The POSIX layer has neither (macOS has no way to confine a thread to a CPU): placement is left
   to the kernel there, and every function says so (-1, 0, ENOSYS). */

#if TRACKCHECK_LINUX_PROCESSES
#include <dirent.h>
#include <fcntl.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static int list_cpus(const cpu_set_t *set, int *out, int max) {
  int count = 0;
  for (int cpu = 0; cpu < CPU_SETSIZE && count < max; cpu++) {
    if (CPU_ISSET(cpu, set)) out[count++] = cpu;
  }
  return count;
}

int trackcheck_task_cpus(pid_t task, int *out, int max) {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(task, sizeof set, &set) != 0) return -1;
  return list_cpus(&set, out, max);
}

int trackcheck_confine_task(pid_t task, int cpu) {
  if (cpu < 0 || cpu >= CPU_SETSIZE) return EINVAL;
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  return sched_setaffinity(task, sizeof set, &set) == 0 ? 0 : errno;
}

/* What task `tid` of `pid` is blocked in, from /proc/PID/task/TID/syscall:
   its system call number and first argument; -1 when running or unknown. */
static long blocked_in(pid_t pid, pid_t tid, unsigned long *first) {
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/task/%d/syscall", (int)pid, (int)tid);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  char text[256];
  ssize_t got = read(fd, text, sizeof text - 1);
  close(fd);
  if (got <= 0) return -1;
  text[got] = 0;
  char *end = NULL;
  long number = strtol(text, &end, 10);
  if (end == text || *end != ' ') return -1; /* "running", or no number */
  *first = strtoul(end + 1, NULL, 16);
  return number;
}

static int waits_for_input(long number, unsigned long first) {
  if (number == SYS_read) return first == 0;
#ifdef SYS_poll
  if (number == SYS_poll) return 1;
#endif
#ifdef SYS_select
  if (number == SYS_select) return 1;
#endif
#ifdef SYS_epoll_wait
  if (number == SYS_epoll_wait) return 1;
#endif
  return number == SYS_ppoll || number == SYS_pselect6 || number == SYS_epoll_pwait;
}

pid_t trackcheck_protocol_thread(pid_t pid) {
  unsigned long first = 0;
  long main_call = blocked_in(pid, pid, &first);
  if (main_call >= 0 && waits_for_input(main_call, first)) return pid;
  char path[64];
  snprintf(path, sizeof path, "/proc/%d/task", (int)pid);
  DIR *tasks = opendir(path);
  if (tasks == NULL) return 0;
  pid_t found = 0;
  struct dirent *entry;
  while (found == 0 && (entry = readdir(tasks)) != NULL) {
    pid_t tid = (pid_t)atoi(entry->d_name);
    if (tid <= 0 || tid == pid) continue;
    if (blocked_in(pid, tid, &first) == SYS_read && first == 0) found = tid;
  }
  closedir(tasks);
  return found;
}

void tc_placement_capture(tc_spawn_placement *placement) {
  // The program starts on every CPU the process may use, whichever thread
  // spawns it: a job's thread may be confined to one CPU (CPUPlacement).
  CPU_ZERO(&placement->cpus);
  placement->have_cpus = sched_getaffinity(getpid(), sizeof placement->cpus, &placement->cpus) == 0;
}

void tc_placement_apply(const tc_spawn_placement *placement) {
  if (placement->have_cpus) sched_setaffinity(0, sizeof placement->cpus, &placement->cpus);
}
#else
void tc_placement_capture(tc_spawn_placement *placement) { placement->unused = 0; }

void tc_placement_apply(const tc_spawn_placement *placement) { (void)placement; }

pid_t trackcheck_protocol_thread(pid_t pid) {
  (void)pid;
  return 0;
}

int trackcheck_task_cpus(pid_t task, int *out, int max) {
  (void)task; (void)out; (void)max;
  return -1;
}

int trackcheck_confine_task(pid_t task, int cpu) {
  (void)task; (void)cpu;
  return ENOSYS;
}
#endif
