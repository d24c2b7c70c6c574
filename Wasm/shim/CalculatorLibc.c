// The C side of the wasm module: number formatting for the model, and the few C
// library members the Embedded Swift runtime or wasi-libc would otherwise take from
// WASI (every one an import the host would have to provide). Linked before libc.a,
// so these definitions win. No libc headers: they refuse a non-WASI target.

typedef __SIZE_TYPE__ size_t;

int snprintf(char *buffer, size_t size, const char *format, ...);
double strtod(const char *text, char **end);

int calculator_format_double(char *buffer, unsigned long size, const char *format,
                             double value) {
  return snprintf(buffer, size, format, value);
}

// Hasher's seed. Dictionary and Set order never reaches an answer (every JSON object
// is written with sorted names), so a fixed sequence keeps the module deterministic
// and avoids WASI's random_get.
void arc4random_buf(void *buffer, size_t count) {
  static unsigned long long state = 0x9E3779B97F4A7C15ull;
  unsigned char *bytes = buffer;
  for (size_t index = 0; index < count; index += 8) {
    state += 0x9E3779B97F4A7C15ull;
    unsigned long long z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    for (size_t byte = 0; byte < 8 && index + byte < count; byte++) {
      bytes[index + byte] = (unsigned char)(z >> (8 * byte));
    }
  }
}

// What the runtime prints before a trap (a fatal error's message), kept for the
// JavaScript glue to read instead of writing to WASI's stdout.
#define OUTPUT_CAPACITY 4096
char calculator_output[OUTPUT_CAPACITY];
unsigned calculator_output_count = 0;

int putchar(int character) {
  if (calculator_output_count < OUTPUT_CAPACITY) {
    calculator_output[calculator_output_count++] = (char)character;
  }
  return character;
}

// printf and strtod's error path ("long double not supported") writes to stderr:
// give it a FILE that goes to putchar, so stdio and fd_write stay out of the module.
char __stderr_FILE[128];
void *const stderr = __stderr_FILE;

int fputs(const char *text, void *file) {
  (void)file;
  for (; *text; text++) {
    putchar(*text);
  }
  return 0;
}

// What Double(String) calls, as the runtime's Stubs.cpp defines it: "snan" (any
// case, after an optional sign) is a signalling NaN, which C's strtod does not read;
// anything else is C's strtod. Answers the end of what was read.
const char *_swift_stdlib_strtod_clocale(const char *text, double *result) {
  const char *start = text;
  int negative = 0;
  if (*start == '+' || *start == '-') {
    negative = *start == '-';
    start++;
  }
  if ((start[0] | 0x20) == 's' && (start[1] | 0x20) == 'n' && (start[2] | 0x20) == 'a' &&
      (start[3] | 0x20) == 'n') {
    *result = negative ? -__builtin_nans("") : __builtin_nans("");
    return start + 4;
  }
  char *end = 0;
  *result = strtod(text, &end);
  return end;
}
