"""What openapi.yaml says in words, taught to schemathesis (run.sh loads this module).

JSON Schema cannot say that an expression parses or that a saved program replays, so
the description states those rules in words and names the expression grammar as a
format. This module gives the fuzzer the same rules, so that every request it
generates as valid is valid, and a rejection of one is a real failure:

- the formats `calculator-expression` and `calculator-expression-of-x` generate
  typed expressions from the typed-expression grammar (numbers, names, functions, prefix,
  infix and postfix operators, parentheses);
- a viewport in graph units is one a `Double` can show (ViewportInGraphUnits'
  description);
- a state's program keeps only the steps that replay (State's description), and a
  state sent to /api/graph has something to graph, in RPN mode in x (and M when
  memory is set) only (GraphRequest's description);
- a worksheet row's slider range keeps its rules (min < max, 0 < step ≤ max − min, at
  most 1,000,000 steps: State's description), else it is the automatic one;
- a state's memory and tape values are within the exact engine's bounds
  (StoredNumberText's description: long texts and e^q beyond |q| = 12000 are
  replaced), and it has one tape value or null per tape entry (State's);
- a formula-mode state has no program, redo or typed number, and its cursors lie within
  their entries (FormulaState's description); a press recalls only a tape entry that
  exists and pastes into a formula entry only what fits in it (PressRequest's).

Only cases generated as valid are changed, and only their well-formed parts; negative
cases are left as generated. The lists of names come from
openapi.yaml itself.
"""

import fractions
import math
import pathlib
import re

import schemathesis
import yaml
from hypothesis import strategies as st

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMAS = yaml.safe_load(
    (ROOT / "Sources/CalculatorServer/Public/openapi.yaml").read_text(encoding="utf-8")
)["components"]["schemas"]
CONSTANTS = set(SCHEMAS["ConstantName"]["enum"])
UNARY = set(SCHEMAS["UnaryOperationName"]["enum"])
BINARY = set(SCHEMAS["BinaryOperationName"]["enum"])
EQUALS = set(SCHEMAS["EqualsName"]["enum"])
STEP_KEYS = ("operand", "variable", "operation", "expression", "enter", "open", "close")
MAXIMUM_NESTING = 100
FORMULA_LENGTH = SCHEMAS["FormulaState"]["properties"]["entry"]["maxLength"]
FORMULA_HISTORY = SCHEMAS["FormulaState"]["properties"]["undo"]["maxItems"]
FORMULA_SCALARS = 9000  # FormulaState's description: at most 9000 characters

# --- expressions -------------------------------------------------------------------

NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
FUNCTIONS = sorted(name for name in UNARY if NAME.fullmatch(name))
VARIABLES = ["x", "y", "M", "rate_2"]
# Exponents up to 300: huge coefficients (1e300*x) without leaving the doubles.
NUMBER = r"\A(0|[1-9][0-9]{0,5})(\.[0-9]{1,4})?([eE][-+]?([12]?[0-9]{1,2}|300))?\Z"
# Steep and huge curves that once crashed the graph sampler.
STEEP = ["1e300*x", "x*1e308", "tan(1e15*x)", "-1e300*x", "1e308*x*x"]
INFIX = ["+", "-", "−", "*", "×", "·", "/", "÷", "^"]
POSTFIX = ["²", "³", "⁻¹", "!", "%"]


def expressions(variables):
    """Typed expressions that parse, over the given variable names."""
    atom = st.one_of(
        st.from_regex(NUMBER),
        st.sampled_from(sorted(CONSTANTS) + variables),
    )

    def extend(inner):
        return st.one_of(
            st.tuples(inner, st.sampled_from(INFIX), inner).map(" ".join),
            st.tuples(st.sampled_from(FUNCTIONS), inner).map(lambda t: f"{t[0]}({t[1]})"),
            inner.map(lambda e: f"√({e})"),
            inner.map(lambda e: f"-({e})"),
            st.tuples(inner, st.sampled_from(POSTFIX)).map(lambda t: f"({t[0]}){t[1]}"),
            inner.map(lambda e: f"({e})"),
        )

    return st.one_of(st.recursive(atom, extend, max_leaves=12), st.sampled_from(STEEP))


schemathesis.openapi.format("calculator-expression", expressions(VARIABLES))
schemathesis.openapi.format("calculator-expression-of-x", expressions(["x"]))
# A definition of one of a few names (map_case keeps one definition of each), its body
# over the variables alone: a set of them has no cycle.
schemathesis.openapi.format(
    "calculator-definition",
    st.one_of(
        st.tuples(st.sampled_from(["a", "b2", "rate"]), expressions(VARIABLES)).map(" = ".join),
        expressions(["x", "y"]).map(lambda e: f"f(x, y) = {e}"),
        expressions(["x"]).map(lambda e: f"hyp(x) = {e}"),
    ))

# --- saved states ------------------------------------------------------------------


def kind(step):
    """What a well-formed step does in a replay, or None for a malformed one."""
    if not isinstance(step, dict):
        return None
    present = [key for key in STEP_KEYS if key in step]
    if len(present) != 1:
        return None
    key = present[0]
    if key in ("enter", "open", "close"):
        return key
    if key != "operation":
        return "operand"
    name = step["operation"]
    if name in CONSTANTS:
        return "operand"
    for names, what in ((UNARY, "unary"), (BINARY, "binary"), (EQUALS, "equals")):
        if name in names:
            return what
    return None


def replayable(mode, program):
    """The program without the well-formed steps that would change nothing."""
    kept, operands = [], 0
    # Algebraic: whether there is a value, whether an operation waits, and what waits
    # outside each open parenthesis.
    value, pending, outside = False, False, []
    for step in program:
        what = kind(step)
        if what is None:
            kept.append(step)
            continue
        if mode == "rpn":
            applies = what == "operand" or (operands > 0 and what not in ("equals", "open", "close"))
            if applies:
                operands = max(1, operands + {"operand": 1, "enter": 1, "binary": -1}.get(what, 0))
        elif what in ("operand", "binary"):
            # A binary operation first takes the displayed 0, as on a pocket calculator.
            applies, value = True, True
            if what == "binary":
                pending = True
        elif what == "unary":
            applies = value
        elif what == "equals":
            applies = value if outside else pending
            if applies:
                outside, pending = [], False
        elif what == "open":
            applies = len(outside) < MAXIMUM_NESTING
            if applies:
                outside, pending, value = outside + [pending], False, False
        elif what == "close":
            applies = bool(outside) and value
            if applies:
                pending, outside = outside[-1], outside[:-1]
        else:
            applies = False
        if applies:
            kept.append(step)
    return kept


def only_x(state, step):
    """A step of an RPN graph whose variables are x (or M when memory is set)."""
    allowed = {"x"} | ({"M"} if isinstance(state.get("memory"), (int, float, str)) else set())
    if isinstance(step, dict) and isinstance(step.get("variable"), str):
        if step["variable"] not in allowed:
            return {**step, "variable": "x"}
    if isinstance(step, dict) and isinstance(step.get("expression"), str):
        others = [name for name in VARIABLES if name not in allowed]
        pattern = r"\b(" + "|".join(others) + r")\b"
        return {**step, "expression": re.sub(pattern, "x", step["expression"])}
    return step


def within(entry, cursor):
    """A formula snapshot with its cursor inside its entry."""
    if not isinstance(entry, dict) or not isinstance(entry.get("entry"), str):
        return entry
    cursor = entry.get("cursor")
    if isinstance(cursor, int) and not isinstance(cursor, bool):
        return {**entry, "cursor": min(cursor, len(entry["entry"]))}
    return entry


def formula_history(formula):
    """A formula member whose cursors lie within their entries and whose history fits."""
    if not isinstance(formula, dict):
        return formula
    formula = within(formula, formula.get("cursor"))
    undo, redo = formula.get("undo"), formula.get("redo")
    if not isinstance(undo, list) or not isinstance(redo, list):
        return formula
    undo = [within(item, None) for item in undo][:FORMULA_HISTORY]
    redo = [within(item, None) for item in redo][: FORMULA_HISTORY - len(undo)]

    def size():
        return sum(len(item.get("entry") or "") for item in undo + redo if isinstance(item, dict))

    # At most FORMULA_SCALARS characters in undo and redo together.
    while undo + redo and size() > FORMULA_SCALARS:
        (undo if undo else redo).pop()
    return {**formula, "undo": undo, "redo": redo}


def formula_state(state):
    """A formula-mode state as the keypad saves it."""
    formula = state.get("formula")
    if not isinstance(formula, dict):
        formula = {"entry": "", "cursor": 0, "evaluated": False, "undo": [], "redo": []}
    state = {key: value for key, value in state.items() if key != "typing"}
    return {**state, "program": [], "redo": [], "showsZero": True, "formula": formula}


# Texts of M this short are within the engine's bounds (numerators, denominators and
# sqrt's n of at most 200 digits), except e^q beyond |q| = 12000.
STORED_TEXT_LENGTH = 200
EXPONENT = re.compile(r"exp\(([^)]*)\)")


def storable(memory):
    """A memory text within the exact engine's bounds (StoredNumberText's description);
    another value is left as it is."""
    if not isinstance(memory, str):
        return memory
    try:
        exponents = [fractions.Fraction(q) for q in EXPONENT.findall(memory)]
    except (ValueError, ZeroDivisionError):
        return memory  # not a stored number's text: the server refuses it, rightly
    if len(memory) > STORED_TEXT_LENGTH or any(abs(q) > 12000 for q in exponents):
        return "2*sqrt(2)"
    return memory


def tape_values(state):
    """One storable tape value or None per tape entry (State's description)."""
    tape = state.get("tape") if isinstance(state.get("tape"), list) else []
    values = [storable(value) for value in state["tapeValues"]][: len(tape)]
    return {**state, "tapeValues": values + [None] * (len(tape) - len(values))}


PLAIN_NUMBER = re.compile(r"-?[0-9]+(\.[0-9]+)?")


def slider_range(slider):
    """A row's slider range that keeps the rules (State's description: plain numbers of at
    most 30 characters, min < max, 0 < step ≤ max − min, at most 1,000,000 steps), or
    None (the automatic range) in place of one that breaks them."""
    if not isinstance(slider, dict):
        return None
    texts = [slider.get(key) for key in ("min", "max", "step")]
    if not all(isinstance(t, str) and len(t) <= 30 and PLAIN_NUMBER.fullmatch(t) for t in texts):
        return None
    low, high, step = (float(t) for t in texts)
    if not (math.isfinite(low) and math.isfinite(high) and low < high and 0 < step <= high - low):
        return None
    return slider if (high - low) / step <= 1_000_000 else None


def worksheet_rows(rows):
    """The rows, each slider range one that keeps the rules."""
    return [{**row, "slider": slider_range(row["slider"])} if isinstance(row, dict) and "slider" in row
            else row for row in rows]


def repaired(state, for_graph):
    if isinstance(state, dict) and isinstance(state.get("worksheet"), list):
        state = {**state, "worksheet": worksheet_rows(state["worksheet"])}
    if isinstance(state, dict) and "graph" in state:
        state = {**state, "graph": graph_state(state["graph"])}
    if isinstance(state, dict) and "memory" in state:
        state = {**state, "memory": storable(state["memory"])}
    if isinstance(state, dict) and isinstance(state.get("tapeValues"), list):
        state = tape_values(state)
    if isinstance(state, dict) and "formula" in state:
        state = {**state, "formula": formula_history(state["formula"])}
    if isinstance(state, dict) and state.get("mode") == "formula":
        state = formula_state(state)
        if for_graph:
            # Something to graph, in x only (GraphRequest's description).
            entry = {"entry": "x", "cursor": 1, "evaluated": False}
            state = {**state, "formula": {**state["formula"], **entry}}
        return state
    if not isinstance(state, dict) or state.get("mode") not in ("algebraic", "rpn"):
        return state
    program = state.get("program")
    if not isinstance(program, list):
        return state
    program = replayable(state["mode"], program)
    if for_graph:
        if state["mode"] == "rpn":
            program = [only_x(state, step) for step in program]
        has_operand = any(kind(step) == "operand" for step in program)
        if not has_operand and not isinstance(state.get("typing"), str):
            # Parentheses alone (`(`) graph nothing: x inside them does.
            program = program + [{"variable": "x"}]
    return {**state, "program": program}


# --- viewports in graph units -------------------------------------------------------


def ulp(value):
    """The gap between |value| and the next larger double."""
    return math.ulp(abs(value))


def showable(viewport):
    """A graph-units viewport a Double can show (ViewportInGraphUnits' description):
    one whose neighbouring pixels would show the same number, or which reaches beyond
    ±1e300, is moved to the origin (the schema cannot say this; the server refuses
    such a view, rightly)."""
    if not isinstance(viewport, dict) or "unitsPerPixel" not in viewport:
        return viewport
    numbers = [viewport.get(key) for key in ("width", "height", "centerX", "centerY", "unitsPerPixel")]
    if not all(isinstance(n, (int, float)) and not isinstance(n, bool) for n in numbers):
        return viewport
    width, height, cx, cy, units = (float(n) for n in numbers)
    y_units = viewport.get("yUnitsPerPixel", units)
    if not isinstance(y_units, (int, float)) or isinstance(y_units, bool):
        return viewport
    if can_show(width, height, cx, cy, units, float(y_units)):
        return viewport
    plain = {key: value for key, value in viewport.items() if key != "yUnitsPerPixel"}
    return {**plain, "centerX": 0, "centerY": 0, "unitsPerPixel": max(units, 1e-300)}


def can_show(width, height, cx, cy, units, y_units):
    """Whether a view of that size shows that centre at those scales (Viewport.check)."""
    far_x = abs(cx) + width / 2 * units
    far_y = abs(cy) + height / 2 * y_units
    return (
        far_x <= 1e300 and far_y <= 1e300 and min(units, y_units) >= 1e-300
        and units >= 2 * ulp(far_x) and y_units >= 2 * ulp(far_y)
    )


def graph_state(graph):
    """A saved graph whose view a Double can show (GraphState's description): one that
    cannot, or a centre without a scale, starts at the standard window."""
    if not isinstance(graph, dict):
        return graph
    numbers = [graph.get(key) for key in ("width", "height", "centerX", "centerY")]
    if not all(isinstance(n, (int, float)) and not isinstance(n, bool) for n in numbers):
        return graph
    width, height, cx, cy = (float(n) for n in numbers)
    units = graph.get("unitsPerPoint")
    y_units = graph.get("yUnitsPerPoint", units)
    if isinstance(units, (int, float)) and isinstance(y_units, (int, float)):
        if can_show(width, height, cx, cy, float(units), float(y_units)):
            return graph
    standard = {key: value for key, value in graph.items() if key not in ("unitsPerPoint", "yUnitsPerPoint")}
    return {**standard, "centerX": 0, "centerY": 0}


@schemathesis.hook
def map_case(context, case):
    """Repairs the state of a positive case, in every phase (coverage included)."""
    path = context.operation.path if context.operation else ""
    negative = case.meta is not None and case.meta.generation.mode.is_negative
    body = case.body
    if path in ("/api/press", "/api/graph", "/api/graph/session") and not negative and isinstance(body, dict):
        if "state" in body:
            body = {**body, "state": repaired(body["state"], path == "/api/graph")}
        if path == "/api/press":
            body = pressable(body)
        if path == "/api/graph" and "viewport" in body:
            body = {**body, "viewport": showable(body["viewport"])}
    if path in ("/api/evaluate", "/api/graph") and not negative and isinstance(body, dict):
        if isinstance(body.get("definitions"), list):
            body = {**body, "definitions": one_of_each_name(body["definitions"])}
    case.body = body
    return case


def one_of_each_name(definitions):
    """The first definition of each name."""
    kept, names = [], set()
    for definition in definitions:
        name = definition.split("=")[0].split("(")[0].strip() if isinstance(definition, str) else None
        if name not in names:
            names.add(name)
            kept.append(definition)
    return kept


def pressable(body):
    """A press that recalls an existing tape entry and pastes what fits a formula entry."""
    state = body.get("state") if isinstance(body.get("state"), dict) else {}
    tape = state.get("tape") if isinstance(state.get("tape"), list) else []
    if body.get("clearTape") is True:
        tape = []
    recall = body.get("recall")
    if isinstance(recall, int) and not isinstance(recall, bool) and recall >= len(tape):
        body = {key: value for key, value in body.items() if key != "recall"}
    mode = body.get("mode") or state.get("mode")
    formula = state.get("formula") if isinstance(state.get("formula"), dict) else {}
    switches = body.get("mode") not in (None, state.get("mode"))
    used = 0 if switches else len(formula.get("entry") or "")
    paste = body.get("paste")
    if mode == "formula" and isinstance(paste, str) and used + len(paste) > FORMULA_LENGTH:
        body = {key: value for key, value in body.items() if key != "paste"}
    return body
