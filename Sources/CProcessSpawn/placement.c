#define _GNU_SOURCE
#include "trackcheck_spawn.h"

#include <errno.h>

#if defined(__linux__)
#include <sched.h>

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
#else
int trackcheck_task_cpus(pid_t task, int *out, int max) {
  (void)task; (void)out; (void)max;
  return -1;
}

int trackcheck_confine_task(pid_t task, int cpu) {
  (void)task; (void)cpu;
  return ENOSYS;
}
#endif
