#!/usr/bin/env bash
# Terminal tests for the full-screen calculator: drives the real binary in a
# private tmux server at 80×24, types keys with send-keys and reads the screen with
# capture-pane. Usage: e2e/terminal/test_terminal.sh [path/to/calculator]
set -uo pipefail
cd "$(dirname "$0")/../.."

BINARY=$(realpath "${1:-.build/debug/calculator}")
STATE_HOME=$(mktemp -d)
STATE_FILE="$STATE_HOME/calculator/state.json"
SERVER="calculator-e2e-$$"
SESSION=calc
export LANG=C.UTF-8
passed=0
failed=0

tm() { tmux -L "$SERVER" "$@"; }
cleanup() {
  tm kill-server 2>/dev/null
  rm -rf "$STATE_HOME"
}
trap cleanup EXIT

screen() { tm capture-pane -p -t "$SESSION"; }
# The number on the display: row 3 inside the display box, without the box.
# The display's number: row 3 inside the display box (the text between its first two
# │, as cut counts bytes), without the exact form at its left (`2√2 ≈`).
display() { screen | sed -n 3p | awk -F'│' '{ print $2 }' | sed 's/.*≈//' | tr -d ' '; }

# wait_for DESCRIPTION COMMAND...: polls COMMAND (up to 5 s) until it succeeds.
wait_for() {
  local description=$1
  shift
  for _ in $(seq 50); do
    if "$@" >/dev/null 2>&1; then
      passed=$((passed + 1))
      echo "ok   $description"
      return 0
    fi
    sleep 0.1
  done
  failed=$((failed + 1))
  echo "FAIL $description"
  screen | sed 's/^/     | /'
  return 1
}
shows() { screen | grep -qF -- "$1"; }
display_is() { [ "$(display)" = "$1" ]; }
prompt_is_back() { screen | grep -v '^$' | tail -n 1 | grep -qE '^PROMPT> ?$'; }

start_app() {
  tm send-keys -t "$SESSION" "$BINARY" Enter
  wait_for "${1:-the calculator starts}" shows "┌ calculator"
}
quit_app() {
  tm send-keys -t "$SESSION" q
  wait_for "q quits back to the shell" prompt_is_back
}
# keys TEXT: types TEXT literally (each character is one key).
keys() { tm send-keys -t "$SESSION" -l -- "$1"; }
# position LABEL: "x y" (1-based) of the drawn key labelled LABEL, read from the screen.
position() {
  screen | python3 -c '
import sys
label = sys.argv[1]
for row, line in enumerate(sys.stdin.read().split("\n")):
    if row < 6:
        continue
    column = 0
    for cell in line.split("│"):
        if column > 0 and cell.strip() == label:
            print(column + 2, row + 1)
            sys.exit(0)
        column += len(cell) + 1
sys.exit(1)' "$1"
}
# click X Y: a left click (press and release) as an SGR mouse report.
click() { keys $'\e'"[<0;$1;$2M"$'\e'"[<0;$1;$2m"; }
# click_key LABEL: clicks the drawn key labelled LABEL.
click_key() {
  local at
  at=$(position "$1") || { echo "no key $1 on the screen"; return 1; }
  # shellcheck disable=SC2086
  click $at
}

tm new-session -d -s "$SESSION" -x 80 -y 24 \
  "env -i PATH=$PATH HOME=$STATE_HOME LANG=C.UTF-8 TERM=tmux-256color NO_COLOR=1 \
   XDG_STATE_HOME=$STATE_HOME PS1='PROMPT> ' HISTFILE= bash --norc --noprofile"
wait_for "the shell starts" prompt_is_back

# --- seed examples, algebraic ---
start_app
algebraic=(
  "7+9=r|4|7 + 9 = √"
  "7+9r|3|7 + 9 √"
  "4+5*3=|27|4 + 5 × 3 ="
  "7+=|14|7 + ="
  "4*p=|12.5663706143592|4 × π ="
  "9+m=r7M|4|9 + M = √ 7 →M"
)
for row in "${algebraic[@]}"; do
  IFS='|' read -r typed expected name <<<"$row"
  tm send-keys -t "$SESSION" Escape
  wait_for "C clears" display_is 0
  keys "$typed"
  wait_for "algebraic: $name shows $expected" display_is "$expected"
done
wait_for "the label reads back √(9 + M) =" shows "√(9 + M) ="
wait_for "M is shown" shows "M = 7"
wait_for "the tape lists 7 + 9 = 16" shows "│ 7 + 9 = 16"

# --- seed examples, RPN ---
tm send-keys -t "$SESSION" Escape
keys R
wait_for "R (the table's RPN key) switches to RPN" shows "RPN  RAD"
rpn=(
  "3|5-|-2|3 ↲ 5 −"
  "3|5|4++|12|3 ↲ 5 ↲ 4 + +"
  "10r3+||6.16227766016838|10 √ 3 +"
  "3|5+r||2.82842712474619|3 ↲ 5 + √"
  "3|5|4+*|27|3 ↲ 5 ↲ 4 + ×"
  "10c||-0.839071529076452|10 cos"
)
for row in "${rpn[@]}"; do
  IFS='|' read -r -a parts <<<"$row"
  name=${parts[-1]}
  expected=${parts[-2]}
  tm send-keys -t "$SESSION" Escape
  wait_for "C clears" display_is 0
  for ((i = 0; i < ${#parts[@]} - 2; i++)); do
    [ -n "${parts[i]}" ] && keys "${parts[i]}"
    ((i < ${#parts[@]} - 3)) && [ -n "${parts[i + 1]}" ] && tm send-keys -t "$SESSION" Enter
  done
  wait_for "rpn: $name shows $expected" display_is "$expected"
done
tm send-keys -t "$SESSION" Escape
keys 8r
wait_for "√8's exact form 2√2 shows at the display's left" shows "│ 2√2 ≈"
keys z
wait_for "z puts the exact form first" shows "│ ≈ 2.82842712474619"
keys z
wait_for "and z the decimal again" shows "│ 2√2 ≈"
tm send-keys -t "$SESSION" Escape
keys A
wait_for "A switches back to algebraic" shows "ALG  RAD"
tm send-keys -t "$SESSION" Tab
wait_for "Tab cycles to RPN" shows "RPN  RAD"
tm send-keys -t "$SESSION" Tab
wait_for "and to formula entry" shows "FORM  RAD"
tm send-keys -t "$SESSION" Tab
wait_for "and back to algebraic" shows "ALG  RAD"

# --- the key map (?) lists the key table's bindings, as the page's does ---
keys "?"
wait_for "? shows the key map of the mode" shows "Calculator keys (algebraic)"
for line in "sin⁻¹ S" "tanh  k" "=     = Enter" "undo  u Backspace" "redo  U" "ALG   A" \
  "FORM  X" "C     Escape" "√     r" "q  quit" "Ctrl+C  quit" "Ctrl+Z  suspend"; do
  wait_for "the key map lists '$line'" shows "$line"
done
keys " "
wait_for "any key returns" shows "┌ calculator"
keys X
keys "?"
wait_for "? in formula entry lists its keys" shows "Calculator keys (formula)"
for line in "sin⁻¹ Alt+S" "◀     ArrowLeft" "⇤     Home" "⌫     Backspace" "undo  Alt+u" \
  "Alt+q  quit" "Alt+g  graph"; do
  wait_for "the formula key map lists '$line'" shows "$line"
done
keys " "
tm send-keys -t "$SESSION" M-A
wait_for "Alt+A switches back to algebraic" shows "ALG  RAD"

# --- the ? list matches the key table the page draws from (GET /api/keys) ---
# Every key of a mode, with the bindings the table gives it there (less the three a
# terminal cannot send: Ctrl+Z suspends, Ctrl+Shift+Z and Shift+Backspace arrive as
# Ctrl+Z and Backspace), must be a line of the terminal's ? list in that mode.
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
"$BINARY" serve --port "$PORT" >"$STATE_HOME/serve.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$PORT/api/keys" -o "$STATE_HOME/keys.json" && break; sleep 0.1; done
kill "$SERVER_PID" 2>/dev/null
wait "$SERVER_PID" 2>/dev/null
# missing_bindings MODE: the table's lines for MODE that the screen does not show.
missing_bindings() {
  screen | python3 -c '
import json, re, sys
mode, table = sys.argv[1], json.load(open(sys.argv[2]))["keys"]
screen = sys.stdin.read().split("\n")
undeliverable = {"Ctrl+Z", "Ctrl+Shift+Z", "Shift+Backspace"}
missing = []
for key in table:
    if mode not in key["modes"]:
        continue
    names = []
    for binding in key["bindings"]:
        name = binding["key"]
        if mode in binding["modes"] and name not in undeliverable and name not in names:
            names.append(name)
    shown = " ".join(names) or "click"
    pattern = re.compile(r"(^|\s{2,})" + re.escape(key["symbol"]) + r"\s+" + re.escape(shown) + r"(\s{2,}|$)")
    if not any(pattern.search(line) for line in screen):
        missing.append(key["symbol"] + " " + shown)
print("\n".join(missing))
sys.exit(1 if missing or len(table) < 60 else 0)' "$1" "$STATE_HOME/keys.json"
}
keys "?"
wait_for "? lists every algebraic key with the table's bindings (GET /api/keys)" missing_bindings algebraic
missing_bindings algebraic >/dev/null || missing_bindings algebraic | sed 's/^/     missing: /'
keys " "
keys R
keys "?"
wait_for "? lists every RPN key with the table's bindings" missing_bindings rpn
keys " "
keys X
keys "?"
wait_for "? lists every formula key with the table's bindings" missing_bindings formula
missing_bindings formula >/dev/null || missing_bindings formula | sed 's/^/     missing: /'
keys " "
tm send-keys -t "$SESSION" M-A
wait_for "back to algebraic after the lists" shows "ALG  RAD"

# --- keys are drawn with their keyboard keys ---
wait_for "sin is drawn with s" shows "│  sin │  cos │  tan │"
wait_for "and its key below it" shows "├───s──┼───c──┼───t──┼"

# --- formula entry ---
tm send-keys -t "$SESSION" Escape
keys X
wait_for "X switches to formula entry" shows "FORM  RAD"
keys "2*(3+4)"
wait_for "the typed expression is on the expression line" shows "│ 2×(3+4) "
wait_for "its preview is the display" display_is 14
tm send-keys -t "$SESSION" Enter
wait_for "Enter evaluates it: 14" display_is 14
wait_for "with its description as the label" shows "2 × (3 + 4) ="
wait_for "and on the tape" shows "│ 2 × (3 + 4) = 14"
tm send-keys -t "$SESSION" Escape
# Escape then a letter at once would be Alt with it (Alt+s is sin in formula entry).
wait_for "Escape clears the entry" display_is 0
keys "sqrt(16"
wait_for "sqrt(16 typed letter by letter previews 4" display_is 4
tm send-keys -t "$SESSION" Home Delete End
keys "+1"
wait_for "Home, Delete (of sqrt( as one token), End and +1 give 16+1" display_is 17
tm send-keys -t "$SESSION" Escape
wait_for "Escape clears it again" display_is 0
keys "sq"
tm send-keys -t "$SESSION" Tab
wait_for "Tab completes sq to sqrt(" shows "│ sqrt( "
keys "9"
wait_for "and sqrt(9 previews 3" display_is 3
tm send-keys -t "$SESSION" Up
wait_for "↑ recalls the previous formula in place of the line" shows "│ 2 × (3 + 4) "
wait_for "with its value" display_is 14
tm send-keys -t "$SESSION" Down
wait_for "↓ comes back to the line being typed" shows "│ sqrt(9 "
tm send-keys -t "$SESSION" Escape
wait_for "Escape clears the line" display_is 0
keys "s"
tm send-keys -t "$SESSION" Tab
wait_for "Tab lists the names it cannot choose between" shows "Tab: sin, sinh, sq, sqrt"
wait_for "and keeps the line" shows "│ s "
tm send-keys -t "$SESSION" BSpace Tab
wait_for "Tab on an empty line switches mode" shows "ALG  RAD"
keys X
wait_for "X returns to formula entry" shows "FORM  RAD"
tm send-keys -t "$SESSION" M-A
wait_for "Alt+A leaves formula entry" shows "ALG  RAD"

# --- parentheses and a leading minus in algebraic mode ---
tm send-keys -t "$SESSION" Escape
keys "(-5)*2="
wait_for "(-5)*2= shows -10" display_is -10
wait_for "and says what it computed" shows "(0 − 5) × 2 ="
keys "2*(3+4)="
wait_for "2*(3+4)= shows 14 with precedence by parentheses" display_is 14

# --- the mouse: a click on a drawn key presses it; a tape entry recalls ---
tm send-keys -t "$SESSION" Escape
for label in 7 + 9 =; do
  click_key "$label"
done
wait_for "clicks on 7 + 9 = show 16" display_is 16
click_key RPN
wait_for "a click on RPN switches mode" shows "RPN  RAD"
click_key ALG
wait_for "a click on ALG switches back" shows "ALG  RAD"
tm send-keys -t "$SESSION" Escape
keys "2*"
row=$(screen | grep -nF "│ (0 − 5) × 2 = -10" | tail -n 1 | cut -d: -f1)
click 62 "${row:-1}"
keys "="
wait_for "a click on the tape entry (0 − 5) × 2 = -10 recalls its result" display_is -20
tm send-keys -t "$SESSION" Escape
keys X
wait_for "back in formula entry" shows "FORM  RAD"
row=$(screen | grep -nF "│ 2 × (3 + 4) = 14" | tail -n 1 | cut -d: -f1)
click 62 "${row:-1}"
wait_for "a click on a tape entry in formula entry recalls its expression" shows "│ 2 × (3 + 4)  "
tm send-keys -t "$SESSION" M-A
wait_for "Alt+A returns to algebraic" shows "ALG  RAD"
keys "1+1=1+1=1+1=1+1="
tm send-keys -t "$SESSION" Up
wait_for "↑ scrolls the tape back" shows "┌ tape ↓1"
tm send-keys -t "$SESSION" Down
wait_for "↓ scrolls it forward" shows "┌ tape ↑"
keys $'\e[<64;62;5M'
wait_for "the wheel scrolls it too" shows "┌ tape ↓3"
keys $'\e[<65;62;5M'
wait_for "and back" shows "┌ tape ↑"

# --- a paste is one insertion or one refusal, never keys ---
# paste TEXT-FILE: pastes the file's bytes as the terminal would (bracketed).
paste() {
  tm load-buffer -b paste "$1"
  tm paste-buffer -p -d -b paste -t "$SESSION"
}
tm send-keys -t "$SESSION" Escape
printf '17*34' >"$STATE_HOME/short-paste"
paste "$STATE_HOME/short-paste"
tm send-keys -t "$SESSION" Enter
wait_for "a pasted 17*34 = 578" display_is 578
# 2,000,000 bytes of "1+q", Esc, Ctrl-C, Ctrl-D, "2": quit, clear and quit again as keys.
yes $'1+q\e\x03\x042' | tr -d '\n' | head -c 2000000 >"$STATE_HOME/long-paste"
paste "$STATE_HOME/long-paste"
wait_for "a 2 MB paste is refused in one message" \
  shows "paste too long: 2000000 characters, at most 10000"
wait_for "and nothing in it acted as a key" display_is 578
keys "+1="
wait_for "the app still takes keys" display_is 579

# --- a paste, a graph and a trace step have a request's work budget ---
# The 9,995-character sum 3210!/3209! + … + 2378!/2377! took 5.2 s to paste.
ratios() { python3 -c "import sys; f, n = map(int, sys.argv[1:]); \
print('+'.join(f'{f - i}!/{f - i - 1}!' for i in range(n)), end='')" "$@"; }
tm send-keys -t "$SESSION" Escape
ratios 3210 833 >"$STATE_HOME/heavy-paste"
paste "$STATE_HOME/heavy-paste"
tm send-keys -t "$SESSION" Enter
wait_for "a paste past the work budget says so" shows "Too much work to compute"
{ printf 'x*('; ratios 3210 83; printf ')'; } >"$STATE_HOME/heavy-graph"
tm send-keys -t "$SESSION" Escape
paste "$STATE_HOME/heavy-graph"
keys "g"
wait_for "so does its graph" shows "Too much work to draw it all: simplify the expression"
tm send-keys -t "$SESSION" Right
wait_for "and a trace step says why it has no y" shows "y = too much work to compute"
tm send-keys -t "$SESSION" Escape
wait_for "Esc returns from the graph" shows "┌ calculator"
tm send-keys -t "$SESSION" Escape
keys "7*6="
wait_for "the app still takes keys at once" display_is 42

# --- a key that does nothing says why on the status line ---
tm send-keys -t "$SESSION" Escape
keys "Z"
wait_for "Z says it does nothing" shows "'Z' does nothing here: ? shows the keys"
keys "-5="
wait_for "a leading - subtracts from the displayed 0, as on a pocket calculator" display_is -5
wait_for "and the message goes" shows "? keys  g graph"

# --- more digits: v shows 100 digits, every one right; any key returns ---
tm send-keys -t "$SESSION" Escape
keys "2rv"
wait_for "v opens more digits" shows "More digits (100 significant"
wait_for "with 100 digits of √2, wrapped at 80 columns" \
  shows "1.414213562373095048801688724209698078569671875376948073176679737990732478462107"
wait_for "and the rest on the next line" shows "038850387534327641573"
keys " "
wait_for "any key returns from more digits" shows "┌ calculator"
keys X
tm send-keys -t "$SESSION" M-v
wait_for "Alt+v opens more digits in formula entry" shows "More digits (100 significant"
keys " "
tm send-keys -t "$SESSION" M-A
wait_for "back to algebraic after more digits" shows "ALG  RAD"

# --- the graph of sin(x) ---
tm send-keys -t "$SESSION" Escape
keys "xsg"
wait_for "g opens the graph titled y = sin(x)" shows "y = sin(x)"
wait_for "the graph has braille and a y axis" shows "⡇"
wait_for "the graph has an x axis" shows "⠤⠤⠤⠤⠤"
wait_for "the graph shows its x range" shows "x −10…10"
keys "t"
wait_for "t shows the trace at the centre, on a root" shows "x = 0, y = 0 (root)"
keys "n"
wait_for "n jumps the trace to the next point of interest" shows "(maximum)"
keys "p"
wait_for "p jumps back" shows "x = 0, y = 0 (root)"
tm send-keys -t "$SESSION" Right Right Right
wait_for "→ steps the trace in round numbers" shows "x = 0.6, y = 0.564642473395035"
tm send-keys -t "$SESSION" S-Right
wait_for "Shift+→ pans right" shows "x −7.5…12.5"
keys "+"
wait_for "+ zooms in" shows "x −2.5…7.5"
keys "0"
wait_for "0 resets" shows "x −10…10"
# The graph's ? list has every graph key of the table the page reads (GET /api/keys).
missing_graph_keys() {
  screen | python3 -c '
import json, sys
screen = sys.stdin.read()
missing = [key["summary"] for key in json.load(open(sys.argv[1]))["graphKeys"] if key["summary"] not in screen]
print("\n".join(missing))
sys.exit(1 if missing else 0)' "$STATE_HOME/keys.json"
}
keys "?"
wait_for "the graph's ? lists every graph key of the table" missing_graph_keys
keys " "
wait_for "any key returns to the graph" shows "x −10…10"

# --- a resize redraws at the new size ---
tm resize-window -t "$SESSION" -x 100 -y 30
wait_for "the graph redraws at 100×30" bash -c "[ \$(tmux -L $SERVER capture-pane -p -t $SESSION | sed -n 28p | wc -m) -ge 100 ]"
tm send-keys -t "$SESSION" Escape
wait_for "Escape returns to the calculator" shows "┌ calculator"
wait_for "the calculator fills 100 columns" bash -c "tmux -L $SERVER capture-pane -p -t $SESSION | head -1 | grep -q '─┐\$' && [ \$(tmux -L $SERVER capture-pane -p -t $SESSION | head -1 | wc -m) -eq 101 ]"
tm resize-window -t "$SESSION" -x 30 -y 8
wait_for "a tiny terminal says it is too small" shows "Terminal too small"
tm resize-window -t "$SESSION" -x 80 -y 24
wait_for "and it comes back at 80×24" shows "┌ calculator"

# --- an RPN stack of four curves: every one drawn, each in its own colour ---
# In a second session with colour on (the main one runs with NO_COLOR) and its own HOME.
mkdir -p "$STATE_HOME/colour"
tm new-session -d -s colour -x 80 -y 24 \
  "env -i PATH=$PATH HOME=$STATE_HOME/colour LANG=C.UTF-8 TERM=tmux-256color $BINARY"
wait_for "a second calculator starts with colour" bash -c "tmux -L $SERVER capture-pane -p -t colour | grep -qF '┌ calculator'"
tm send-keys -t colour -l "Rxsxcxwxng"
colour_shows() { tm capture-pane -p -t colour | grep -qF -- "$1"; }
wait_for "g graphs every expression of an RPN stack" colour_shows "y = sin(x); cos(x); x²; −x"
# curve_colours: the plot's braille cells carry the first curve's default colour (39) and
# the 256-colour entries of the next three (TextStyle.curveColours: 208, 36, 134).
curve_colours() {
  tm capture-pane -e -p -t colour | sed -n '2,21p' | python3 -c '
import re, sys
styles = {m.group(1) for m in re.finditer(r"\x1b\[([0-9;]*)m[\u2801-\u28ff]", sys.stdin.read())}
sys.exit(0 if {"39", "38;5;208", "38;5;36", "38;5;134"} <= styles else 1)'
}
wait_for "each of the four curves is drawn in its own colour" curve_colours
tm send-keys -t colour Down
wait_for "↓ starts the trace on the first curve" colour_shows "x = 0, y = 0 (root)"
tm send-keys -t colour Down
wait_for "↓ again traces the next curve" colour_shows "x = 0, y = 1 (y-intercept)"
tm kill-session -t colour

# --- Ctrl-Z suspends: the terminal is restored, and fg brings the app back ---
tm send-keys -t "$SESSION" Escape
keys "7+"
tm send-keys -t "$SESSION" C-z
wait_for "Ctrl-Z stops the app as a job" shows "Stopped"
wait_for "and gives the shell back" prompt_is_back
tm send-keys -t "$SESSION" "clear; stty -a | tr ' ;' '\n\n' | grep -xE -- '-?(icanon|echo)' | tr '\n' ' '; echo" Enter
wait_for "while it is stopped the terminal is in cooked mode" shows "icanon echo"
tm send-keys -t "$SESSION" "fg" Enter
wait_for "fg redraws the calculator" shows "┌ calculator"
keys "9="
wait_for "and it goes on where it was: 7 + 9 = 16" display_is 16

# --- Ctrl-C leaves the terminal in cooked mode ---
tm send-keys -t "$SESSION" C-c
wait_for "Ctrl-C quits" prompt_is_back
tm send-keys -t "$SESSION" "clear; stty -a | tr ' ;' '\n\n' | grep -xE -- '-?(icanon|echo)'" Enter
wait_for "stty shows icanon" bash -c "tmux -L $SERVER capture-pane -p -t $SESSION | grep -qx icanon"
wait_for "stty shows echo" bash -c "tmux -L $SERVER capture-pane -p -t $SESSION | grep -qx echo"

# --- SIGTERM and a crash signal restore it too ---
# Under `sh` so that stty runs straight after the app dies, before an interactive
# shell could restore the terminal itself.
cat >"$STATE_HOME/then-stty.sh" <<'SCRIPT'
"$1"
stty -a | tr ' ;' '\n\n' | grep -xE -- '-?(icanon|echo)' | tr '\n' ' '
echo
SCRIPT
for signal in TERM SEGV; do
  tm send-keys -t "$SESSION" "clear; sh $STATE_HOME/then-stty.sh $BINARY" Enter
  wait_for "the calculator starts (for SIG$signal)" shows "┌ calculator"
  shell_pid=$(pgrep -P "$(tm display-message -p -t "$SESSION" '#{pane_pid}')" -x sh)
  kill -s "$signal" "$(pgrep -P "$shell_pid" -x calculator)"
  wait_for "SIG$signal leaves icanon and echo on" shows "icanon echo"
done

# --- state survives a restart ---
start_app "the calculator starts again"
tm send-keys -t "$SESSION" Escape
keys "12+30=M"
wait_for "12 + 30 = 42 and →M" display_is 42
quit_app
wait_for "the state file is written" test -s "$STATE_FILE"
start_app "the calculator restarts"
wait_for "the display survives the restart" display_is 42
wait_for "M survives the restart" shows "M = 42"
wait_for "the label survives the restart" shows "12 + 30 ="
quit_app

# --- control characters in saved data are drawn escaped, never sent raw ---
# Tape entries holding ESC ] 0 ; pwned BEL (an OSC title change) and ESC [ 2 J (clear the
# screen). (A variable step must be a name, so a state cannot carry them there.)
cat >"$STATE_FILE" <<'JSON'
{"keypad": {"mode": "rpn", "angle": "rad", "memory": null, "showsZero": false,
  "program": [{"operand": 2}, {"variable": "M"}, {"operation": "+"}],
  "redo": [], "tape": ["\u001b[2J = 1", "\u001b]0;pwned\u0007 = 2"]}}
JSON
tm select-pane -t "$SESSION" -T before
start_app "the calculator starts on a state with control characters"
wait_for "the title's escape sequence is shown escaped" shows "U+001B]0;pwnedU+0"
wait_for "the tape's escape sequence is shown escaped" shows "│ U+001B[2J = 1"
wait_for "the top of the screen was not cleared" bash -c \
  "tmux -L $SERVER capture-pane -p -t $SESSION | head -1 | grep -q '┌ calculator'"
wait_for "the pane's title is unchanged" \
  bash -c "[ \"\$(tmux -L $SERVER display-message -p -t $SESSION '#{pane_title}')\" = before ]"
quit_app

# --- a corrupt state file is reported, set aside and replaced ---
echo 'garbage{' >"$STATE_FILE"
start_app "the calculator starts on a corrupt file"
wait_for "the corrupt file is reported" shows "state file was corrupt"
wait_for "it starts fresh" display_is 0
wait_for "the corrupt file is set aside" bash -c "grep -qx 'garbage{' $STATE_FILE.corrupt-*"
keys "5"
quit_app
wait_for "a new state file replaces it" grep -q '"keypad"' "$STATE_FILE"

# --- temporaries left by a crash are removed ---
for name in state.json.tmp-4242 state.json.tmp-0123456789abcdef; do
  echo '{' >"$STATE_HOME/calculator/$name"
  touch -d '2 hours ago' "$STATE_HOME/calculator/$name"
done
start_app "the calculator starts beside stale temporaries"
wait_for "the stale temporaries are removed" \
  bash -c "! ls $STATE_HOME/calculator | grep -q 'state.json.tmp-'"
quit_app

# --- a state file that cannot be read is reported and never overwritten ---
# Run as nobody (root reads any file) with a state file of mode 000.
OTHER_HOME="$STATE_HOME/nobody"
mkdir -p "$OTHER_HOME/calculator"
chmod 755 "$STATE_HOME"
chmod -R 777 "$OTHER_HOME"
echo 'kept as it is' >"$OTHER_HOME/calculator/state.json"
chmod 000 "$OTHER_HOME/calculator/state.json"
tm send-keys -t "$SESSION" "clear; setpriv --reuid=nobody --regid=nogroup --clear-groups \
env XDG_STATE_HOME=$OTHER_HOME $BINARY 2>$OTHER_HOME/stderr" Enter
wait_for "the calculator starts as nobody" shows "┌ calculator"
wait_for "the unreadable state file is reported on screen" \
  shows "cannot read the state file (Permission denied): this session will not be saved"
keys "7+8="
wait_for "it still calculates" display_is 15
quit_app
wait_for "the unreadable file is left as it was" \
  bash -c "[ \"\$(cat $OTHER_HOME/calculator/state.json)\" = 'kept as it is' ] \
    && [ \$(stat -c %a $OTHER_HOME/calculator/state.json) = 0 ]"
wait_for "and reported on standard error" grep -qF \
  "calculator: $OTHER_HOME/calculator/state.json: cannot read the state file (Permission denied)" \
  "$OTHER_HOME/stderr"

# --- the worksheet: definitions in formula entry, the rows pane, every curve on the graph ---
mkdir -p "$STATE_HOME/sheet"
tm send-keys -t "$SESSION" "clear; env XDG_STATE_HOME=$STATE_HOME/sheet $BINARY" Enter
wait_for "the calculator starts with a state of its own" shows "┌ calculator"
keys X
wait_for "in formula entry" shows "FORM  RAD"
keys "a="
wait_for "= after a lone name begins a definition" shows "│ a = "
keys "2"
tm send-keys -t "$SESSION" Enter
wait_for "Enter defines it: the rows pane lists it" shows "┌ rows"
wait_for "and the tape has its value" shows "│ a = 2 "
tm send-keys -t "$SESSION" Escape
wait_for "Escape clears the entry (1)" display_is 0
keys "f(x)="
wait_for "= after a function head begins a function" shows "│ f(x) = "
keys "a sin(x)"
tm send-keys -t "$SESSION" Enter
wait_for "the function is a row" shows "│ f(x) = a sin(x)"
tm send-keys -t "$SESSION" Escape
wait_for "Escape clears the entry (2)" display_is 0
keys "f(1) + a"
tm send-keys -t "$SESSION" Enter
wait_for "an expression uses the rows' names" display_is 3.68294196961579
tm send-keys -t "$SESSION" Escape
wait_for "Escape clears the entry (3)" display_is 0
keys "x/2"
tm send-keys -t "$SESSION" M-g
wait_for "the graph draws the function row and the entry, named in its title" \
  shows "y = f(x); x ÷ 2"
tm send-keys -t "$SESSION" Escape
wait_for "Escape goes back to the calculator" shows "┌ rows"
tm send-keys -t "$SESSION" M-q
wait_for "Alt+q quits formula entry's screen" prompt_is_back
wait_for "the rows are saved with the keypad" grep -qF '"worksheet"' "$STATE_HOME/sheet/calculator/state.json"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
