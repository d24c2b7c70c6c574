// Included first by every file of src/ (through math.h or features.h): the names
// musl gives its functions and tables, renamed with a prefix of our own, so that
// none of them is ever confused with the C library's own `sin`, `__sin`,
// `__exp_data`... that the program links as well (glibc natively, wasi-libc in the
// WebAssembly module).
#ifndef MUSL_MATH_NAMES_H
#define MUSL_MATH_NAMES_H

// No fused multiply-add: a contracted a*b+c rounds once instead of twice, which
// would change results on targets that have the instruction (aarch64) and not on
// those that do not (x86-64 without -mfma, wasm32). scripts/build-wasm.sh also
// passes -ffp-contract=off.
#pragma STDC FP_CONTRACT OFF
// log.c and pow.c have other code for targets with a fast fma: every target takes
// the same code here.
#undef __FP_FAST_FMA

#define sin musl_sin
#define cos musl_cos
#define tan musl_tan
#define asin musl_asin
#define acos musl_acos
#define atan musl_atan
#define sinh musl_sinh
#define cosh musl_cosh
#define tanh musl_tanh
#define exp musl_exp
#define expm1 musl_expm1
#define log musl_log
#define log10 musl_log10
#define pow musl_pow
#define scalbn musl_scalbn

#define __sin musl_kernel_sin
#define __cos musl_kernel_cos
#define __tan musl_kernel_tan
#define __rem_pio2 musl_rem_pio2
#define __rem_pio2_large musl_rem_pio2_large
#define __expo2 musl_expo2
#define __exp_data musl_exp_data
#define __log_data musl_log_data
#define __pow_log_data musl_pow_log_data
#define __math_divzero musl_math_divzero
#define __math_invalid musl_math_invalid
#define __math_oflow musl_math_oflow
#define __math_uflow musl_math_uflow
#define __math_xflow musl_math_xflow

#endif
