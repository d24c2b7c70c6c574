#!/usr/bin/env bash
# Builds .build/wasm/calculator.wasm: CalculatorJSON, ExactArithmetic, CalculatorModel,
# Graphing and CalculatorController compiled as Embedded Swift for wasm32-unknown-none-wasm, with
# Wasm/CalculatorWasm.swift (the exported calls), Wasm/shim (the C side) and
# Sources/MuslMath (the math functions every build shares), linked with wasi-libc into
# one module that imports nothing. The same sources give the same bytes on any machine
# of this kind (docs/design.md, "The WebAssembly build").
#
# Needs the Swift toolchain (it ships the Embedded standard library for wasm32, clang
# and wasm-ld) and four Debian packages, which this script does not install:
#   apt-get install -y wasi-libc libclang-rt-dev-wasm32 brotli binaryen
# Optional: wabt, for `wasm-objdump -x .build/wasm/calculator.wasm` (the import check
# at the end is skipped without it).
#
# A script rather than SwiftPM: SwiftPM compiles each module into one object per file
# (-num-threads), and a module built that way from these sources showed `?` for `−`.
#
# The module is committed with the page, as Sources/CalculatorServer/Public/
# calculator.wasm, so that `calculator serve` serves a working page with no build
# step, beside its two compressed forms (calculator.wasm.br and .gz, which the server
# sends to a browser that accepts them): this script copies them there and stamps the
# page's new version into its service worker (scripts/stamp-page.sh). With --check
# (CI) it copies nothing and fails when a committed file or the version is not what
# the sources build.
#
#   scripts/build-wasm.sh [--check]
set -euo pipefail
cd "$(dirname "$0")/.."
check=false
case "${1:-}" in
  --check) check=true ;;
  "") ;;
  *)
    echo "usage: scripts/build-wasm.sh [--check]" >&2
    exit 2
    ;;
esac

swiftc=${SWIFTC:-$(command -v swiftc)}
bin=$(dirname "$swiftc")
missing=()
libc=${WASI_LIBC:-$(dpkg -L wasi-libc 2> /dev/null | grep '/libc\.a$' | head -1 || true)}
[ -n "$libc" ] || missing+=(wasi-libc)
builtins=${WASM_BUILTINS:-$(dpkg-query -W -f '${Depends}' libclang-rt-dev-wasm32 2> /dev/null \
  | grep -o 'libclang-rt-[0-9]*-dev-wasm32' | head -1 | xargs -r dpkg -L 2> /dev/null \
  | grep 'builtins-wasm32\.a$' | head -1 || true)}
[ -n "$builtins" ] || missing+=(libclang-rt-dev-wasm32)
command -v brotli > /dev/null || missing+=(brotli)
command -v wasm-opt > /dev/null || missing+=(binaryen)
if ((${#missing[@]})); then
  echo "build-wasm.sh: missing Debian packages: ${missing[*]}" >&2
  echo "  install them with: apt-get install -y ${missing[*]}" >&2
  exit 1
fi

out=.build/wasm
mkdir -p "$out"
rm -f "$out"/*.o "$out"/*.swiftmodule "$out"/calculator.wasm* "$out"/linked.wasm
flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded
  -wmo -parse-as-library -Xfrontend -disable-stack-protector
  -Xfrontend -disable-incremental-llvm-codegen
  -I Wasm/shim/include -I Sources/MuslMath/include -I "$out" -file-prefix-map "$PWD=.")

# One object per module (swiftc's default with -wmo), optimised for speed (-O) where exact
# numbers are computed and the graph is sampled and drawn, and for size (-Osize) in the
# modules that parse formulas, read requests, hold the keypad and write answers. Measured
# with e2e/wasm/bounded.mjs: ExactArithmetic at -Osize takes about twice as long for the
# heaviest calls; CalculatorModel at -Osize is 11 KB smaller on the wire and about 5%
# slower.
module() {
  local optimisation=$1 name=$2
  shift 2
  echo "== $name" >&2
  "$swiftc" "${flags[@]}" "$optimisation" -module-name "$name" -emit-module \
    -emit-module-path "$out/$name.swiftmodule" -c "$@" -o "$out/$name.o"
}
sources() { find "$1" -name '*.swift' | LC_ALL=C sort; }

module -Osize CalculatorJSON $(sources Sources/CalculatorJSON)
module -O ExactArithmetic $(sources Sources/ExactArithmetic)
module -Osize CalculatorModel $(sources Sources/CalculatorModel)
module -O Graphing $(sources Sources/Graphing)
module -Osize CalculatorController $(sources Sources/CalculatorController)
module -Osize CalculatorWasm $(sources Wasm)
echo "== shim" >&2
"$bin/clang" --target=wasm32-unknown-none-wasm -ffreestanding -Os \
  -ffile-prefix-map="$PWD=." -c Wasm/shim/CalculatorLibc.c -o "$out/CalculatorLibc.o"
echo "== MuslMath" >&2
# No contraction into fused multiply-adds, as natively (Sources/MuslMath/README.md).
math=()
for source in $(find Sources/MuslMath/src -name '*.c' | LC_ALL=C sort); do
  object="$out/MuslMath-$(basename "$source" .c).o"
  "$bin/clang" --target=wasm32-unknown-none-wasm -ffreestanding -Os -ffp-contract=off \
    -I Sources/MuslMath/internal -ffile-prefix-map="$PWD=." -c "$source" -o "$object"
  math+=("$object")
done
echo "== link" >&2
# The shim comes before libc.a, so its definitions win over libc's.
"$bin/wasm-ld" --no-entry --gc-sections --strip-all -z stack-size=8388608 \
  --export=calculator_alloc --export=calculator_free --export=calculator_press \
  --export=calculator_session_press --export=calculator_session_graph --export=calculator_evaluate \
  --export=calculator_graph --export=calculator_session_worksheet \
  --export=calculator_key_table \
  --export=calculator_output --export=calculator_output_count \
  "$out/CalculatorWasm.o" "$out/CalculatorController.o" "$out/Graphing.o" \
  "$out/CalculatorModel.o" "$out/ExactArithmetic.o" "$out/CalculatorJSON.o" \
  "$out/CalculatorLibc.o" "${math[@]}" \
  "$bin/../lib/swift/embedded/wasm32-unknown-none-wasm/libswiftUnicodeDataTables.a" \
  "$libc" "$builtins" -o "$out/linked.wasm"
# Binaryen's size optimisations on the whole module (a fifth smaller, 6 KB less on the
# wire, no slower), with only the features wasm-ld's output uses.
wasm-opt -Oz --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
  --enable-nontrapping-float-to-int --enable-multivalue "$out/linked.wasm" -o "$out/calculator.wasm"

if command -v wasm-objdump > /dev/null; then
  imports=$(wasm-objdump -x "$out/calculator.wasm" | grep -c '^Import' || true)
  if [ "$imports" != 0 ]; then
    echo "build-wasm.sh: the module imports something:" >&2
    wasm-objdump -x -j Import "$out/calculator.wasm" >&2
    exit 1
  fi
fi
# The compressed forms, with no name or time in them, so the same module gives the same
# bytes.
gzip -9 -n -c "$out/calculator.wasm" > "$out/calculator.wasm.gz"
brotli -q 11 -c "$out/calculator.wasm" > "$out/calculator.wasm.br"
echo "$out/calculator.wasm: $(wc -c < "$out/calculator.wasm") bytes," \
  "$(wc -c < "$out/calculator.wasm.gz") gzipped, $(wc -c < "$out/calculator.wasm.br") with brotli," \
  "sha256 $(sha256sum "$out/calculator.wasm" | cut -d' ' -f1)"

public=Sources/CalculatorServer/Public
files=(calculator.wasm calculator.wasm.gz calculator.wasm.br)
if $check; then
  for file in "${files[@]}"; do
    if ! cmp -s "$out/$file" "$public/$file"; then
      echo "build-wasm.sh: $public/$file is not what the sources build." >&2
      echo "  Fix: scripts/build-wasm.sh, then commit $public/calculator.wasm*" >&2
      echo "  and $public/service-worker.js" >&2
      exit 1
    fi
  done
  echo "$public/calculator.wasm and its compressed forms: the same bytes, up to date"
  scripts/stamp-page.sh --check
else
  for file in "${files[@]}"; do cp "$out/$file" "$public/$file"; done
  echo "copied to $public/calculator.wasm, .gz and .br"
  scripts/stamp-page.sh
fi
