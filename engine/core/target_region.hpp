#pragma once
// Marks a region of a file whose functions are compiled for wider instruction sets than
// the build's baseline (the AVX2 and AVX-512 kernels, chosen at run time by
// cpu_paths.hpp). GCC takes `#pragma GCC target`; clang ignores that pragma and instead
// applies a target attribute to every function declared in the region (lambdas and
// templates included), so the same kernels build with either compiler.
//
//   POSETLAB_TARGET_BEGIN("avx2,bmi2,popcnt")
//   ... functions using AVX2 intrinsics ...
//   POSETLAB_TARGET_END
#define POSETLAB_TARGET_PRAGMA(text) _Pragma(#text)
#if defined(__clang__)
#define POSETLAB_TARGET_BEGIN(features) \
  POSETLAB_TARGET_PRAGMA(clang attribute push(__attribute__((target(features))), apply_to = function))
#define POSETLAB_TARGET_END POSETLAB_TARGET_PRAGMA(clang attribute pop)
#else
#define POSETLAB_TARGET_BEGIN(features) POSETLAB_TARGET_PRAGMA(GCC push_options) POSETLAB_TARGET_PRAGMA(GCC target(features))
#define POSETLAB_TARGET_END POSETLAB_TARGET_PRAGMA(GCC pop_options)
#endif
