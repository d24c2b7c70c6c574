// What the model needs of the C library when it is compiled as Embedded Swift for
// wasm32-unknown-none-wasm, where there is no Glibc module: libm's functions (from
// wasi-libc's libc.a, linked into the module) and number formatting without C
// varargs, which Embedded Swift cannot pass. wasi-libc's own headers refuse any
// target but WASI, so the prototypes are declared here.
#ifndef CALCULATOR_LIBC_H
#define CALCULATOR_LIBC_H

// ln 10, as glibc's math.h defines it.
#define M_LN10 2.30258509299404568402

double sin(double);
double cos(double);
double tan(double);
double asin(double);
double acos(double);
double atan(double);
double sinh(double);
double cosh(double);
double tanh(double);
double log(double);
double log10(double);
double exp(double);
double pow(double, double);
double fmod(double, double);
double floor(double);
double ceil(double);

/// snprintf(buffer, size, format, value) for one double: what Swift's withVaList and
/// vsnprintf do in a native build.
int calculator_format_double(char *buffer, unsigned long size, const char *format,
                             double value);

#endif
