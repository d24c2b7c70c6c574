// Stands in for the C library's <math.h> while musl's sources compile here (the C
// library's own would declare its functions, and wasi-libc's refuses any target but
// WASI): the little of it they use, with the same meaning as musl's math.h. The
// exact operations (floor, fabs, sqrt) are the compiler's built-ins, so this
// library calls no other.
#ifndef MUSL_MATH_MATH_H
#define MUSL_MATH_MATH_H

#include <features.h>

#if __FLT_EVAL_METHOD__ != 0
#error "musl's double functions are vendored for targets that evaluate double as double"
#endif
typedef double double_t;
typedef float float_t;

#ifndef INFINITY
#define INFINITY __builtin_inff()
#endif
#ifndef NAN
#define NAN __builtin_nanf("")
#endif
#define isnan(x) __builtin_isnan(x)
#define floor(x) __builtin_floor(x)
#define fabs(x) __builtin_fabs(x)
#define sqrt(x) __builtin_sqrt(x)

double sin(double);
double cos(double);
double tan(double);
double asin(double);
double acos(double);
double atan(double);
double sinh(double);
double cosh(double);
double tanh(double);
double exp(double);
double expm1(double);
double log(double);
double log10(double);
double pow(double, double);
double scalbn(double, int);

#endif
