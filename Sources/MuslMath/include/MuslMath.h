// musl's implementations of the C library's elementary functions (musl 1.2.3,
// src/math; ../README.md says what and why), under names of their own, so that the
// native build and the WebAssembly module compute every value with the same code:
// the C libraries the two link (glibc, wasi-libc's musl) differ in the last bit of
// sin, tan, atan, sinh, tanh, log10… often enough to change a displayed digit.
//
// Each is musl's function of the same name without the prefix, for double in
// round-to-nearest: within 1 ulp of the exact value (exp, log and pow about 0.5 ulp),
// but sinh and tanh within 2 ulp (as glibc's); NaN for NaN, the C standard's values
// at ±0, ±∞ and outside the domain. No errno; the floating-point status flags are as
// musl raises them.
#ifndef MUSL_MATH_H
#define MUSL_MATH_H

double musl_sin(double x);
double musl_cos(double x);
double musl_tan(double x);
double musl_asin(double x);
double musl_acos(double x);
double musl_atan(double x);
double musl_sinh(double x);
double musl_cosh(double x);
double musl_tanh(double x);
double musl_exp(double x);
double musl_expm1(double x);
double musl_log(double x);
double musl_log10(double x);
double musl_pow(double x, double y);

#endif
