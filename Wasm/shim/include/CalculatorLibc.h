// What the model needs of the C library when it is compiled as Embedded Swift for
// wasm32-unknown-none-wasm, where there is no Glibc module: number formatting without
// C varargs, which Embedded Swift cannot pass. (The math functions are not the C
// library's in any build: Sources/MuslMath.) wasi-libc's own headers refuse any target
// but WASI, so the prototype is declared here.
#ifndef CALCULATOR_LIBC_H
#define CALCULATOR_LIBC_H

/// snprintf(buffer, size, format, value) for one double: what Swift's withVaList and
/// vsnprintf do in a native build.
int calculator_format_double(char *buffer, unsigned long size, const char *format,
                             double value);

#endif
