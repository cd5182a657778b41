/* The interface between nauty's genposetg, compiled in process with
 * enumerate/genposetg_plugin.c, and its C++ loader (enumerate/genposetg_in_process.cpp).
 * Plain C: the plugin is compiled inside genposetg.c. */
#ifndef POSETLAB_GENPOSETG_PLUGIN_H
#define POSETLAB_GENPOSETG_PLUGIN_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Rows a poset in the sink: genposetg's MAXN. */
#define POSETLAB_GENPOSETG_STRIDE 16

/* Where the generator puts its posets: `rows` holds room for `capacity` posets of
 * POSETLAB_GENPOSETG_STRIDE rows each, of which the first n count (row x: the elements
 * covering x, bit y as nauty numbers it, 0x8000 >> y); `count` are filled. When it is full the generator calls full(context), which empties it (count
 * = 0) and returns 0 to go on or non-zero to stop the generator. */
struct posetlab_genposetg_sink {
  unsigned short* rows;
  size_t capacity;
  size_t count;
  int n;
  int (*full)(void* context);
  void* context;
};

/* Status of posetlab_genposetg_run besides genposetg's own exit status. */
enum { POSETLAB_GENPOSETG_STOPPED = -1000 };

/* Runs `genposetg argv[1] ...` (argv[0] its name) with every poset into `sink`; the exit
 * status it would have had (0: done), or POSETLAB_GENPOSETG_STOPPED when full() asked to
 * stop. What it writes to stderr goes to `message` (at most `size` bytes, the last
 * writes kept). The generator's own state must be as loaded (one run at a time in a
 * process; the loader restores it before each run). */
int posetlab_genposetg_run(int argc, char** argv, struct posetlab_genposetg_sink* sink, char* message, size_t size);

#ifdef __cplusplus
}
#endif

#endif
