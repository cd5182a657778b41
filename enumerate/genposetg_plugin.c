/* A plugin of nauty's genposetg (its PLUGIN facility): compiled inside genposetg.c with
 * -DPLUGIN='"genposetg_plugin.c"', main renamed and exit, fprintf redirected
 * (cmake/genposetg_in_process.cmake), it hands each poset to posetlab in memory instead of
 * writing digraph6 text: POSET_PRUNE0(pos, n) sees every poset just before genposetg would
 * write it, as its Hasse diagram pos[0..n-1] in genposetg's own labelling (the labelling
 * of its `o` output), and returns before the write. */
#include <setjmp.h>
#include <stdarg.h>
#include <string.h>

#include "genposetg_plugin.h"

static struct posetlab_genposetg_sink* posetlab_sink;
static jmp_buf posetlab_exit_jump;
static char* posetlab_message;
static size_t posetlab_message_size, posetlab_message_used;

/* genposetg's exit(): back to posetlab_genposetg_run. */
void posetlab_genposetg_exit(int status) {
  longjmp(posetlab_exit_jump, status == 0 ? 1 : status);
}

/* genposetg's and gtools' fprintf: stderr into the message buffer (the last writes kept). */
int posetlab_genposetg_fprintf(FILE* f, const char* format, ...) {
  va_list args;
  va_start(args, format);
  int written;
  if (f == stderr && posetlab_message_size > 1) {
    char line[512];
    written = vsnprintf(line, sizeof line, format, args);
    size_t len = strlen(line);
    if (posetlab_message_used + len >= posetlab_message_size) posetlab_message_used = 0;
    if (len >= posetlab_message_size) len = posetlab_message_size - 1;
    memcpy(posetlab_message + posetlab_message_used, line, len);
    posetlab_message_used += len;
    posetlab_message[posetlab_message_used] = '\0';
  } else if (f == stderr) {
    written = 0;
  } else {
    written = vfprintf(f, format, args);
  }
  va_end(args);
  return written;
}

/* Every poset genposetg writes is a graph[MAXN] array (its `poset` and `poset2`): copied
 * whole, a fixed-size move instead of a call to memcpy a poset. */
static void posetlab_take(const graph* pos, int n) {
  struct posetlab_genposetg_sink* s = posetlab_sink;
  if (s->count == s->capacity && s->full(s->context)) longjmp(posetlab_exit_jump, POSETLAB_GENPOSETG_STOPPED);
  memcpy(s->rows + s->count * POSETLAB_GENPOSETG_STRIDE, pos, sizeof(graph) * MAXN);
  ++s->count;
}

#if MAXN != POSETLAB_GENPOSETG_STRIDE || WORDSIZE != 16
#error "genposetg_plugin.c expects genposetg's 16-bit set words"
#endif

#define POSET_PRUNE0(pos, n) \
  {                          \
    posetlab_take(pos, n);   \
    return;                  \
  }

int posetlab_genposetg_main(int argc, char* argv[]);

int posetlab_genposetg_run(int argc, char** argv, struct posetlab_genposetg_sink* sink, char* message, size_t size) {
  posetlab_sink = sink;
  posetlab_message = message;
  posetlab_message_size = size;
  posetlab_message_used = 0;
  if (size) message[0] = '\0';
  volatile int status = setjmp(posetlab_exit_jump);
  if (status == 0) {
    posetlab_genposetg_main(argc, argv);
    return 0;
  }
  return status == 1 ? 0 : status;
}
