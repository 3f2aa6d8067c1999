"""The kit's stand-ins against the published APIs they stand in for (Kits/reference/android).

The Python kit offers Android's and the Adobe SDK's calls the Python way: snake_case names
(`PendingIntent.get_activity(request_code, intent, flags)`), without the Context argument the kit
supplies itself. Which kit class stands in for which published class, and which kit member for
which published member, is the committed table Kits/python/published-api.json. This test reads the
vendors' descriptions (Android's signature format 2.0, Kits/reference/README.md, as the Java kit
parses them into Kits/reference/android.json) and fails when a member the table maps has another
name than the convention gives, other parameters (number, order) than the published member less the
declared omissions, or is static where the published member is an instance member (or the
reverse); when a mapped published member does not exist; and when a public member of a stand-in is
neither mapped nor declared kit-own with a reason. It writes the coverage table of
Kits/python/README.md (TRACKCHECK_UPDATE_README=1 rewrites it).

    python3 -m unittest discover -s Kits/python/tests
"""
import ast
import inspect
import json
import os
import re
import sys
import textwrap
import unittest
from typing import Any, Dict, List, NamedTuple, Optional, Tuple

HERE = os.path.dirname(os.path.abspath(__file__))
KIT = os.path.normpath(os.path.join(HERE, ".."))
sys.path.insert(0, KIT)
import trackcheck_kit  # noqa: E402

REFERENCE = os.path.normpath(os.path.join(KIT, "..", "reference", "android.json"))
TABLE = os.path.join(KIT, "published-api.json")
README = os.path.join(KIT, "README.md")


# --- the published descriptions: Kits/reference/android, as the Java kit parses them ------------

class Member(NamedTuple):
    """One published member, its types normalized (`normalize`)."""
    owner: str
    kind: str  # "ctor", "method" or "field"
    name: str  # "<init>" for a constructor
    params: Tuple[str, ...]
    static: bool

    def display(self) -> str:
        """The member as a reader recognizes it: `getActivity(android.content.Context, int, …)`."""
        if self.kind == "field":
            return self.name
        name = self.owner.rsplit(".", 1)[-1] if self.kind == "ctor" else self.name
        return "%s(%s)" % (name, ", ".join(self.params))


class ApiClass(NamedTuple):
    name: str
    kind: str
    supertypes: Tuple[str, ...]
    members: Tuple[Member, ...]
    extract: bool
    source: str


ANNOTATION = re.compile(r'@[\w.]+(\((?:[^()"]|"(?:[^"\\]|\\.)*"|\([^()]*\))*\))?\s*')


def strip_annotations(text: str) -> str:
    """`text` without its annotations (`@NonNull`, `@RequiresPermission(value=…)`), quoted text left alone."""
    out, i, quoted = [], 0, False
    while i < len(text):
        c = text[i]
        if c == '"' and (i == 0 or text[i - 1] != "\\"):
            quoted = not quoted
        if not quoted and c == "@" and i + 1 < len(text) and (text[i + 1].isalpha() or text[i + 1] == "_") \
                and not text.startswith("@interface", i):
            match = ANNOTATION.match(text, i)
            if match:
                i = match.end()
                continue
        out.append(c)
        i += 1
    return "".join(out).strip()


def split_top_level(text: str, separator: str) -> List[str]:
    """`text` split at `separator` outside `<…>`, `(…)` and quotes; blank parts dropped."""
    parts, current, depth, quoted = [], [], 0, False
    for i, c in enumerate(text):
        if c == '"' and (i == 0 or text[i - 1] != "\\"):
            quoted = not quoted
        if not quoted:
            if c in "<(":
                depth += 1
            elif c in ">)":
                depth -= 1
            elif c == separator and depth == 0:
                parts.append("".join(current))
                current = []
                continue
        current.append(c)
    parts.append("".join(current))
    return [part.strip() for part in parts if part.strip()]


def normalize(type_: str) -> str:
    """A type as both sides write it once normalized: no annotations, no Kotlin nullness (`?`, `!`), no
    `java.lang.` package (metalava leaves it out), nested classes joined by dots, no spaces around `,<>`."""
    t = strip_annotations(type_).replace("$", ".")
    t = re.sub(r"(?<=[\w>\]])[?!]", "", t)
    t = re.sub(r"\bjava\.lang\.(?=[A-Z])", "", t)
    t = re.sub(r"\s*,\s*", ",", t)
    t = re.sub(r"\s*<\s*", "<", t)
    t = re.sub(r"\s*>", ">", t)
    t = re.sub(r"\s+(extends|super)\s+", r" \1 ", t)
    t = re.sub(r"\? extends Object(?=[,>])", "?", t)  # `Class<? extends Object>` is `Class<?>` (JLS 4.5.1)
    return t.strip()


def read_reference(path: str) -> Dict[str, ApiClass]:
    """Kits/reference/android.json: Kits/reference/android/*.txt as the Java kit's ApiFile parses Android's signature
    format 2.0 (its SignatureTest keeps the file current), each member `[kind, name, parameters, static]`."""
    with open(path, encoding="utf-8") as handle:
        classes = json.load(handle)["classes"]
    if not classes:
        raise ValueError("no class in %s" % path)
    return {c["name"]: ApiClass(c["name"], c["kind"], tuple(c["supertypes"]),
                                tuple(Member(c["name"], kind, name, tuple(params), static)
                                      for kind, name, params, static in c["members"]),
                                c["extract"], c["source"]) for c in classes}


def lookup(api: Dict[str, ApiClass], class_name: str, name: str, kind: str) -> List[Member]:
    """The published members named `name` of a class and of its published supertypes."""
    found: List[Member] = []
    seen = set()
    queue = [class_name]
    while queue:
        current = queue.pop(0)
        if current in seen or current not in api:
            continue
        seen.add(current)
        found += [m for m in api[current].members if m.kind == kind and m.name == name]
        if kind != "ctor":
            queue += [t.split("<", 1)[0] for t in api[current].supertypes]
    return found


# --- the table's mappings --------------------------------------------------------------------

KIT_NAME = re.compile(r"\{\}|\*{0,2}[A-Za-z_$][\w$]*(?:\|[A-Za-z_$][\w$]*)*")


class Mapping(NamedTuple):
    """A published member as the table writes it, each parameter with the kit's parameter for it:
    `getActivity(android.content.Context, int request_code, android.content.Intent intent, int flags)`."""
    name: str
    params: Optional[Tuple[Tuple[str, Optional[str]], ...]]  # None: a field

    @staticmethod
    def parse(text: str) -> "Mapping":
        match = re.fullmatch(r"\s*([\w.]+)\s*(?:\((.*)\))?\s*", text)
        if not match:
            raise ValueError("not a member: %r" % text)
        if match.group(2) is None:
            return Mapping(match.group(1), None)
        params = []
        for part in split_top_level(match.group(2), ","):
            tokens = split_top_level(part, " ")
            if len(tokens) >= 2 and tokens[0] != "?" and tokens[-2] not in ("extends", "super") and KIT_NAME.fullmatch(tokens[-1]):
                params.append((normalize(" ".join(tokens[:-1])), tokens[-1]))
            else:
                params.append((normalize(part), None))
        return Mapping(match.group(1), tuple(params))

    def published(self) -> str:
        if self.params is None:
            return self.name
        return "%s(%s)" % (self.name, ", ".join(type_ for type_, _ in self.params))


def snake_case(name: str) -> str:
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name).lower()


def conventional(member: Member) -> str:
    """The kit's name for a published member: snake_case; a constant keeps its name; a constructor is `__init__`."""
    if member.kind == "ctor":
        return "__init__"
    if member.kind == "field" and re.fullmatch(r"[A-Z][A-Z0-9_]*", member.name):
        return member.name
    return snake_case(member.name)


# --- the kit's side ----------------------------------------------------------------------------

class KitMember(NamedTuple):
    name: str
    value: Any
    callable: bool
    static: Optional[bool]  # None: either (a singleton, its own instance)
    nested: bool  # a class nested in the stand-in


def assigned_attributes(cls: type) -> Dict[str, bool]:
    """The attributes the class's methods assign (`self.x = …`: False, an instance's; `cls.x = …`: True)."""
    try:
        tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    except (OSError, TypeError):
        return {}
    found: Dict[str, bool] = {}
    body = tree.body[0].body if tree.body and isinstance(tree.body[0], ast.ClassDef) else []
    for function in body:
        if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(function):
            targets: List[ast.AST] = []
            if isinstance(node, ast.Assign):
                targets = list(node.targets)
            elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
                targets = [node.target]
            for target in targets:
                for each in ast.walk(target):
                    if isinstance(each, ast.Attribute) and isinstance(each.value, ast.Name) \
                            and each.value.id in ("self", "cls") and isinstance(each.ctx, ast.Store):
                        found.setdefault(each.attr, each.value.id == "cls")
    return found


def kit_members(stand_in: Any, kind: str) -> Dict[str, KitMember]:
    """The public members of a stand-in: what its class defines (not inherits) and what its methods assign.
    A class's static and class methods and its class attributes are static; a namespace object's members are all
    reached on the object (static); a singleton's serve either way."""
    cls = stand_in if inspect.isclass(stand_in) else type(stand_in)
    members: Dict[str, KitMember] = {}

    def static(value: bool) -> Optional[bool]:
        return None if kind == "singleton" else (True if kind == "namespace" else value)

    for name, value in vars(cls).items():
        if name.startswith("_"):
            continue
        if inspect.isclass(value):
            members[name] = KitMember(name, value, False, True, True)
        elif isinstance(value, (staticmethod, classmethod)):
            members[name] = KitMember(name, value, True, static(True), False)
        elif inspect.isfunction(value):
            members[name] = KitMember(name, value, True, static(False), False)
        elif isinstance(value, property):
            members[name] = KitMember(name, value, False, static(False), False)
        else:
            members[name] = KitMember(name, value, False, static(True), False)
    for name in cls.__dict__.get("__annotations__", {}):
        if not name.startswith("_") and name not in members:
            members[name] = KitMember(name, None, False, static(True), False)
    for name, on_class in assigned_attributes(cls).items():
        if not name.startswith("_") and name not in members:
            members[name] = KitMember(name, None, False, static(on_class), False)
    if not inspect.isclass(stand_in):
        for name, value in vars(stand_in).items():
            if not name.startswith("_") and name not in members:
                members[name] = KitMember(name, value, callable(value), static(True), False)
    return members


def own(stand_in: Any, name: str) -> Any:
    cls = stand_in if inspect.isclass(stand_in) else type(stand_in)
    return vars(cls).get(name)


def kit_parameters(value: Any) -> List[Tuple[str, bool]]:
    """The kit function's parameters as (name, has a default): positional ones by name, then `*args`, keyword-only
    ones, `**kwargs`; without `self` or `cls`."""
    function = value.__func__ if isinstance(value, (staticmethod, classmethod)) else value
    params = list(inspect.signature(function).parameters.values())
    if not isinstance(value, staticmethod) and params:
        params = params[1:]
    shape = []
    for p in params:
        if p.kind == p.VAR_POSITIONAL:
            shape.append(("*" + p.name, True))
        elif p.kind == p.VAR_KEYWORD:
            shape.append(("**" + p.name, True))
        else:
            shape.append((p.name, p.default is not p.empty))
    return shape


# --- the check ---------------------------------------------------------------------------------

class Result(NamedTuple):
    problems: List[str]
    #: The published members the stand-in has: (published class, member as `display` writes it).
    covered: List[Tuple[str, str]]


def mappings_of(entry: Any) -> Tuple[List[str], Optional[str], List[str]]:
    """A member entry's published members, its reason (`why`) and the kit's extra parameters."""
    if isinstance(entry, str):
        return [entry], None, []
    if isinstance(entry, list):
        return list(entry), None, []
    published = entry["published"]
    return ([published] if isinstance(published, str) else list(published)), entry.get("why"), list(entry.get("extra", []))


def check(name: str, stand_in: Any, entry: Dict[str, Any], api: Dict[str, ApiClass], supplied: Dict[str, str],
          nested: Optional[Dict[str, Any]] = None) -> Result:
    """One stand-in against the published class the table says it stands in for."""
    problems: List[str] = []
    covered: List[Tuple[str, str]] = []
    published_name = entry["published"]
    kind = entry.get("kind", "class")
    published = api.get(published_name)
    if published is None:
        return Result(["%s stands in for %s, which Kits/reference/android does not describe" % (name, published_name)], [])
    members = kit_members(stand_in, kind)
    mapped: Dict[str, Any] = dict(entry.get("members", {}))
    for field in entry.get("fields", []):
        mapped[field] = field
    kit_own: Dict[str, str] = entry.get("kitOwn", {})
    aliases: List[str] = entry.get("aliases", [])
    mapped_names: Dict[str, List[Member]] = {}

    for kit_name, member_entry in mapped.items():
        where = "%s.%s" % (name, kit_name)
        value = own(stand_in, kit_name)
        member = members.get(kit_name)
        if member is None and value is not None:  # a constructor (`__init__`)
            member = KitMember(kit_name, value, True, None, False)
        if member is None:
            problems.append("%s is in the table, but the kit has no member %s of its own" % (where, kit_name))
            continue
        texts, why, extra = mappings_of(member_entry)
        # The kit's parameters the entry's overloads pair with published ones: a shorter overload leaves them to defaults.
        overloaded = {n.lstrip("*") for text in texts for _, kit in Mapping.parse(text).params or () if kit for n in kit.split("|")}
        for text in texts:
            mapping = Mapping.parse(text)
            simple = published_name.rsplit(".", 1)[-1]
            member_kind = "field" if mapping.params is None else ("ctor" if mapping.name == simple else "method")
            wanted = tuple(type_ for type_, _ in mapping.params or ())
            candidates = lookup(api, published_name, "<init>" if member_kind == "ctor" else mapping.name, member_kind)
            match = next((m for m in candidates if member_kind == "field" or m.params == wanted), None)
            if match is None:
                others = "; it publishes " + ", ".join(m.display() for m in candidates) if candidates else ""
                problems.append("%s maps to %s.%s, which the published API does not have%s"
                                % (where, published_name, mapping.published(), others))
                continue
            display = "%s.%s" % (match.owner, match.display())
            mapped_names.setdefault(kit_name, []).append(match)
            found = len(problems)
            if kit_name != conventional(match):
                problems.append("%s stands in for %s: by the kit's convention its name is %s"
                                % (where, display, conventional(match)))
            if (match.kind == "field") == member.callable:
                problems.append("%s is %s in the kit; the published %s is %s"
                                % (where, "a method" if member.callable else "a field", display,
                                   "a field" if match.kind == "field" else "a method"))
            if match.kind != "ctor" and member.static is not None and member.static != match.static:
                problems.append("%s is %s in the kit; the published %s is %s"
                                % (where, "static" if member.static else "an instance member", display,
                                   "static" if match.static else "an instance member"))
            if match.kind != "field" and member.callable:
                problems += check_parameters(where, display, mapping, kit_parameters(member.value), why, extra, supplied,
                                             overloaded)
            if len(problems) == found:
                covered.append((match.owner, match.display()))

    for alias in aliases:
        where = "%s.%s" % (name, alias)
        value = own(stand_in, alias)
        targets = [n for n in mapped_names if value is not None and own(stand_in, n) is value and n != alias]
        if value is None:
            problems.append("%s is listed as an alias, but the kit has no member %s" % (where, alias))
        elif not targets:
            problems.append("%s is listed as an alias, but it is no mapped member's other name" % where)
        elif not any(m.name == alias for target in targets for m in mapped_names[target]):
            problems.append("%s is an alias of %s, which stands in for %s: an alias is the published name"
                            % (where, targets[0], ", ".join(m.name for m in mapped_names[targets[0]])))
    for own_name, reason in kit_own.items():
        if own_name not in members and own(stand_in, own_name) is None:
            problems.append("%s.%s is listed as kit-own, but the kit has no such member" % (name, own_name))
        if not str(reason).strip():
            problems.append("%s.%s is listed as kit-own without a reason" % (name, own_name))
    for member_name, member in sorted(members.items()):
        if member_name in mapped or member_name in aliases or member_name in kit_own:
            continue
        if member.nested and nested is not None and "%s.%s" % (name, member_name) in nested:
            continue
        problems.append("%s.%s is public in the kit, but the table maps it to no published member and lists it as no "
                        "kit-own member: a kit internal on the public surface (list it under kitOwn with the reason, "
                        "or make it private)" % (name, member_name))
    if kind == "singleton":
        accessor = entry.get("instance")
        if accessor is None or accessor not in mapped:
            problems.append("%s is a singleton in the table, which names no mapped accessor of its instance "
                            "(`instance`)" % name)
        elif getattr(stand_in, accessor)() is not stand_in:
            problems.append("%s.%s() does not answer %s itself, so its members are not its instance's" % (name, accessor, name))
    return Result(problems, covered)


def check_parameters(where: str, display: str, mapping: Mapping, kit: List[Tuple[str, bool]], why: Optional[str],
                     extra: List[str], supplied: Dict[str, str], overloaded: Optional[set] = None) -> List[str]:
    """The kit's parameters against the published ones, as the table pairs them. A trailing parameter with a default
    that another overload of the entry pairs (`overloaded`) is that overload's, and left to its default here."""
    problems: List[str] = []
    wanted: List[str] = []
    omitted: List[str] = []
    deviations: List[str] = []
    variadic: Optional[str] = None
    for type_, kit_name in mapping.params or ():
        if kit_name is None:
            if type_ not in supplied:
                problems.append("%s: the published %s's %s parameter has no kit parameter, and the table names no %s as "
                                "one the kit supplies" % (where, display, type_, type_))
            omitted.append(type_)
        elif kit_name.startswith("*"):
            if variadic is not None and variadic != kit_name:
                problems.append("%s: the table gives the published %s two variadic parameters" % (where, display))
            variadic = kit_name
            deviations.append("its variadic %s takes the published %s" % (kit_name, type_))
        elif variadic is not None:
            problems.append("%s: the table pairs the published %s's %s with %s, after the variadic %s"
                            % (where, display, type_, kit_name, variadic))
        elif "|" in kit_name:
            wanted += kit_name.split("|")
            deviations.append("the published %s is given by its parts (%s)" % (type_, kit_name.replace("|", ", ")))
        else:
            wanted.append(kit_name)
    if variadic is not None:
        wanted.append(variadic)
    if extra:
        deviations.append("its own parameters %s" % ", ".join(extra))
    if deviations and not (why or "").strip():
        problems.append("%s differs from the published %s (%s) without a reason (`why` in the table)"
                        % (where, display, "; ".join(deviations)))
    expected = wanted + extra
    names = [n for n, _ in kit]
    defaults = dict(kit)
    while len(names) > len(expected) and names[-1] in (overloaded or set()) and names[-1] not in expected \
            and defaults[names[-1]] and not names[-1].startswith("*"):
        names.pop()
    less = " less the %s the kit supplies" % ", ".join(omitted) if omitted else ""
    if names != expected:
        positional = [n for n in names if not n.startswith("*")]
        wanted_positional = [n for n in expected if not n.startswith("*")]
        if sorted(names) == sorted(expected):
            problems.append("%s(%s) takes its parameters in another order than the published %s%s: (%s)"
                            % (where, ", ".join(names), display, less, ", ".join(expected)))
        elif len(positional) != len(wanted_positional) or len(names) != len(expected):
            problems.append("%s(%s) takes %d parameters; the published %s%s takes %d: (%s)"
                            % (where, ", ".join(names), len(names), display, less, len(expected), ", ".join(expected)))
        else:
            problems.append("%s(%s): the table pairs the published %s%s with (%s)"
                            % (where, ", ".join(names), display, less, ", ".join(expected)))
    for kit_name, has_default in kit:
        if kit_name in extra and not has_default:
            problems.append("%s's own parameter %s has no default: a call written for the published %s fails"
                            % (where, kit_name, display))
    return problems


# --- the kit against the table -------------------------------------------------------------------

def load_table() -> Dict[str, Any]:
    with open(TABLE, encoding="utf-8") as handle:
        table: Dict[str, Any] = json.load(handle)
    return table


def resolve(path: str) -> Any:
    value: Any = trackcheck_kit
    for part in path.split("."):
        value = getattr(value, part)
    return value


def check_kit(table: Dict[str, Any], api: Dict[str, ApiClass]) -> Tuple[List[str], Dict[str, Result]]:
    problems: List[str] = []
    results: Dict[str, Result] = {}
    stand_ins: Dict[str, Any] = table["standIns"]
    exported = set(trackcheck_kit.__all__)
    for name in sorted(exported):
        if name not in stand_ins and name not in table["kitOwn"]:
            problems.append("%s is exported by the kit, but the table has it neither as a stand-in nor as kit-own" % name)
    for name, reason in table["kitOwn"].items():
        if name not in exported:
            problems.append("%s is listed as kit-own, but the kit exports no such name" % name)
        if not str(reason).strip():
            problems.append("%s is listed as kit-own without a reason" % name)
    for type_, reason in table["supplied"].items():
        if not str(reason).strip():
            problems.append("%s is named as a parameter the kit supplies without a reason" % type_)
    for name, entry in stand_ins.items():
        if name.split(".")[0] not in exported:
            problems.append("%s is in the table, but the kit exports no such name" % name)
            continue
        result = check(name, resolve(name), entry, api, table["supplied"], stand_ins)
        problems += result.problems
        results[name] = result
    for class_name, reason in table.get("absent", {}).items():
        if class_name not in api:
            problems.append("%s is listed as absent, but Kits/reference/android does not describe it" % class_name)
        if any(entry["published"] == class_name for entry in stand_ins.values()):
            problems.append("%s is listed as absent, but a stand-in stands in for it" % class_name)
    return problems, results


def coverage_table(table: Dict[str, Any], api: Dict[str, ApiClass], results: Dict[str, Result]) -> str:
    """The README's table: per published class, the kit's stand-in and how many of its members it has."""
    lines = ["| Published class | The kit's | Members the kit has | Published | Not in the kit |", "|---|---|---:|---:|---|"]
    had = total = 0
    rows = sorted((entry["published"], name) for name, entry in table["standIns"].items())
    for published_name, name in rows:
        published = api[published_name]
        covered = {member for owner, member in results[name].covered if owner == published_name}
        displays = [m.display() for m in published.members]
        lacking = sorted(set(d for d in displays if d not in covered))
        has = len(set(displays)) - len(lacking)
        had += has
        total += len(set(displays))
        shown = ", ".join("`%s`" % each for each in lacking[:4]) + (" and %d more" % (len(lacking) - 4) if len(lacking) > 4 else "")
        lines.append("| `%s`%s | `%s` | %d | %d | %s |" % (published_name, " (extract)" if published.extract else "", name, has,
                                                          len(set(displays)), shown))
    text = "\n".join(lines) + "\n\n%d classes, %d of %d published members in the kit." % (len(rows), had, total)
    absent = table.get("absent", {})
    if absent:
        text += " No stand-in here: " + "; ".join("`%s`: %s" % (k, v) for k, v in absent.items()) + "."
    return text + "\n"


BEGIN = "<!-- signature coverage: begin (written by tests/test_signatures.py; TRACKCHECK_UPDATE_README=1 rewrites it) -->\n"
END = "<!-- signature coverage: end -->"


class SignatureTest(unittest.TestCase):
    """Every stand-in of the table against the published API it stands in for."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.api = read_reference(REFERENCE)
        cls.table = load_table()
        cls.problems, cls.results = check_kit(cls.table, cls.api)

    def test_every_stand_in_is_the_published_api_the_python_way(self) -> None:
        self.assertGreater(len(self.results), 0, "no stand-in checked")
        self.assertEqual(self.problems, [], "%d differences from the published APIs (Kits/python/published-api.json):\n  %s"
                         % (len(self.problems), "\n  ".join(self.problems)))

    def test_the_stand_ins_the_brief_names_are_mapped(self) -> None:
        published = {entry["published"] for entry in self.table["standIns"].values()}
        for name in ("android.content.Intent", "android.app.PendingIntent", "android.app.NotificationManager",
                     "android.content.Context", "android.app.Activity", "android.app.Application",
                     "com.adobe.marketing.mobile.MobileCore", "com.adobe.marketing.mobile.Messaging",
                     "com.adobe.marketing.mobile.CampaignClassic", "com.adobe.marketing.mobile.messaging.PushTrackingStatus",
                     "com.adobe.marketing.mobile.services.NetworkRequest", "com.adobe.marketing.mobile.services.HttpMethod",
                     "com.adobe.marketing.mobile.services.ServiceProvider"):
            self.assertIn(name, published)

    def test_the_readme_shows_what_a_tracker_can_call_today(self) -> None:
        with open(README, encoding="utf-8") as handle:
            text = handle.read()
        begin, end = text.find(BEGIN), text.find(END)
        self.assertTrue(begin >= 0 and end > begin, "Kits/python/README.md has no coverage table between its markers")
        expected = coverage_table(self.table, self.api, self.results)
        actual = text[begin + len(BEGIN):end]
        if expected != actual and os.environ.get("TRACKCHECK_UPDATE_README"):
            with open(README, "w", encoding="utf-8") as handle:
                handle.write(text[:begin + len(BEGIN)] + expected + text[end:])
            return
        self.assertEqual(expected, actual, "Kits/python/README.md's coverage table is stale: run the kit's tests with "
                                           "TRACKCHECK_UPDATE_README=1")


# --- the check itself ----------------------------------------------------------------------------

class WrongPendingIntent:
    """A stand-in as it must not be: each member wrong in one way the check names."""

    FLAG_IMMUTABLE = "FLAG_IMMUTABLE"

    def __init__(self) -> None:
        self.kind = "activity"  # an instance attribute the table does not list

    @classmethod
    def get_activity(cls, request_code: int, intent: Any) -> None:
        """Wrong arity: the flags are missing."""

    @classmethod
    def getBroadcastIntent(cls, request_code: int, intent: Any, flags: Any) -> None:  # noqa: N802
        """Renamed: the convention names it get_broadcast."""

    def get_service(self, request_code: int, intent: Any, flags: Any) -> None:
        """An instance method where the published one is static."""

    @classmethod
    def get_foreground_service(cls, intent: Any, request_code: int, flags: Any) -> None:
        """Its parameters in another order."""

    @classmethod
    def get_activities(cls, request_code: int, intents: Any, flags: Any) -> None:
        """Right: as the published getActivities, less the Context."""

    def pending(self) -> List[str]:
        """A kit internal on the public surface."""
        return []


WRONG_ENTRY = {
    "published": "android.app.PendingIntent",
    "fields": ["FLAG_IMMUTABLE"],
    "members": {
        "get_activity": "getActivity(android.content.Context, int request_code, android.content.Intent intent, int flags)",
        "getBroadcastIntent": "getBroadcast(android.content.Context, int request_code, android.content.Intent intent, int flags)",
        "get_service": "getService(android.content.Context, int request_code, android.content.Intent intent, int flags)",
        "get_foreground_service": "getForegroundService(android.content.Context, int request_code, android.content.Intent intent, int flags)",
        "get_activities": "getActivities(android.content.Context, int request_code, android.content.Intent[] intents, int flags)",
        "pending": "getPending()",
    },
}


class SignatureCheckTest(unittest.TestCase):
    """The check itself: a wrong stand-in fails it with the messages a reader needs."""

    @classmethod
    def setUpClass(cls) -> None:
        cls.api = read_reference(REFERENCE)
        cls.supplied = {"android.content.Context": "the kit's"}

    def test_a_wrong_stand_in_fails_with_the_expected_messages(self) -> None:
        result = check("WrongPendingIntent", WrongPendingIntent, WRONG_ENTRY, self.api, self.supplied)
        problems = "\n".join(result.problems)
        self.assertIn("WrongPendingIntent.get_activity(request_code, intent) takes 2 parameters; the published "
                      "android.app.PendingIntent.getActivity(android.content.Context, int, android.content.Intent, int) less "
                      "the android.content.Context the kit supplies takes 3: (request_code, intent, flags)", problems)
        self.assertIn("WrongPendingIntent.getBroadcastIntent stands in for android.app.PendingIntent.getBroadcast("
                      "android.content.Context, int, android.content.Intent, int): by the kit's convention its name is "
                      "get_broadcast", problems)
        self.assertIn("WrongPendingIntent.get_service is an instance member in the kit; the published "
                      "android.app.PendingIntent.getService(android.content.Context, int, android.content.Intent, int) is static",
                      problems)
        self.assertIn("WrongPendingIntent.get_foreground_service(intent, request_code, flags) takes its parameters in another "
                      "order than the published android.app.PendingIntent.getForegroundService(android.content.Context, int, "
                      "android.content.Intent, int) less the android.content.Context the kit supplies: "
                      "(request_code, intent, flags)", problems)
        self.assertIn("WrongPendingIntent.pending maps to android.app.PendingIntent.getPending(), which the published API "
                      "does not have", problems)
        self.assertIn("WrongPendingIntent.kind is public in the kit, but the table maps it to no published member and lists "
                      "it as no kit-own member: a kit internal on the public surface", problems)
        self.assertEqual(len(result.problems), 6, problems)
        self.assertEqual(sorted(result.covered), [
            ("android.app.PendingIntent", "FLAG_IMMUTABLE"),
            ("android.app.PendingIntent", "getActivities(android.content.Context, int, android.content.Intent[], int)")])

    def test_an_omission_a_deviation_and_an_alias_are_declared_or_fail(self) -> None:
        class Wrong:
            @staticmethod
            def notify(notification_id: int, content_intent: Any = None, tag: Any = None) -> None:
                """The notification by its parts, a deviation the entry gives no reason for."""

            @staticmethod
            def cancel(notification_id: int) -> None:
                """The published cancel(String, int) with the tag left out, which no one supplies."""

            cancelAll = cancel  # an alias of a member that stands in for another name

        entry = {"published": "android.app.NotificationManager", "kind": "namespace",
                 "members": {"notify": "notify(int notification_id, android.app.Notification content_intent|tag)",
                             "cancel": "cancel(String, int notification_id)"},
                 "aliases": ["cancelAll"]}
        problems = "\n".join(check("Wrong", Wrong(), entry, self.api, self.supplied).problems)
        self.assertIn("Wrong.notify differs from the published android.app.NotificationManager.notify(int, "
                      "android.app.Notification) (the published android.app.Notification is given by its parts "
                      "(content_intent, tag)) without a reason (`why` in the table)", problems)
        self.assertIn("Wrong.cancel: the published android.app.NotificationManager.cancel(String, int)'s String parameter "
                      "has no kit parameter, and the table names no String as one the kit supplies", problems)
        self.assertIn("Wrong.cancelAll is an alias of cancel, which stands in for cancel: an alias is the published name",
                      problems)

    def test_the_convention(self) -> None:
        self.assertEqual(snake_case("getActivity"), "get_activity")
        self.assertEqual(snake_case("collectMessageInfo"), "collect_message_info")
        self.assertEqual(snake_case("isAJONotification"), "is_ajo_notification")
        self.assertEqual(snake_case("getUrl"), "get_url")


class MendsTest(unittest.TestCase):
    """What the check found and the kit mended: Android's names, order and instance, the kit's earlier forms kept."""

    def test_cancel_takes_androids_order_and_still_the_kits_earlier_one(self) -> None:
        manager = trackcheck_kit.NotificationManager()
        manager.cancel(1)
        manager.cancel("news", 2)
        manager.cancel(None, 3)
        manager.cancel(4, "earlier")
        manager.cancel(5, None)
        self.assertEqual(manager.take(3)["cancelled"], [{"id": 1}, {"id": 2, "tag": "news"}, {"id": 3},
                                                        {"id": 4, "tag": "earlier"}, {"id": 5}])

    def test_the_network_stand_ins_have_the_python_names_and_androids_instance(self) -> None:
        provider = trackcheck_kit.ServiceProvider
        self.assertIs(provider.get_instance(), provider)
        self.assertIs(provider.get_instance().get_network_service(), provider.network_service)
        self.assertIs(provider.getInstance().getNetworkService(), provider.get_network_service())
        request = trackcheck_kit.NetworkRequest("https://s/r", trackcheck_kit.HttpMethod.POST, "{}", {"A": "b"})
        self.assertEqual((request.get_url(), request.get_method(), request.get_body(), request.get_headers()),
                         ("https://s/r", "POST", b"{}", {"A": "b"}))
        self.assertEqual(request.getBody(), b"{}")
        self.assertEqual(trackcheck_kit.HttpConnection(204).get_response_code(), 204)


if __name__ == "__main__":
    unittest.main()
