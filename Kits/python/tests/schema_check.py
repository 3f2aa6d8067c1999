"""docs/protocol.schema.json, checked on the lines the kit writes.

With the `jsonschema` package installed (`pip install jsonschema`), it checks as well;
without it, a validator of the part of JSON Schema 2020-12 the protocol's schema uses
(`type`, `enum`, `const`, `required`, `properties`, `items`, `oneOf`, `$ref` to `#/$defs/…`,
`minLength`, `minimum`) does, so the kit's tests need nothing beyond the standard library.
"""
import json
import os

SCHEMA_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "docs", "protocol.schema.json")

#: The kinds of line an implementation writes (the schema's `oneOf` holds both sides').
IMPLEMENTATION_DEFS = ("implementationHello", "ready", "unsupported", "calls", "error", "log")


def load_schema():
    with open(SCHEMA_PATH, encoding="utf-8") as handle:
        return json.load(handle)


def _type_ok(value, name):
    if name == "object":
        return isinstance(value, dict)
    if name == "array":
        return isinstance(value, list)
    if name == "string":
        return isinstance(value, str)
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if name == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if name == "boolean":
        return isinstance(value, bool)
    if name == "null":
        return value is None
    raise ValueError("the schema uses a type this checker does not know: %s" % name)


def _equal(a, b):
    return type(a) is type(b) and a == b or (isinstance(a, (int, float)) and isinstance(b, (int, float))
                                              and not isinstance(a, bool) and not isinstance(b, bool) and a == b)


def errors(value, schema, root, path="$"):
    """Every way `value` breaks `schema` (a subschema of `root`), as readable strings."""
    found = []
    known = {"$schema", "$id", "title", "description", "$defs", "type", "enum", "const", "required", "properties",
             "items", "oneOf", "$ref", "minLength", "minimum"}
    unknown = set(schema) - known
    if unknown:
        raise ValueError("the schema uses keywords this checker does not know: %s" % sorted(unknown))
    if "$ref" in schema:
        reference = schema["$ref"]
        if not reference.startswith("#/$defs/"):
            raise ValueError("only #/$defs/ references are known: %s" % reference)
        found += errors(value, root["$defs"][reference[len("#/$defs/"):]], root, path)
    if "type" in schema:
        types = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(_type_ok(value, each) for each in types):
            return found + ["%s: %r is not of type %s" % (path, value, "/".join(types))]
    if "const" in schema and not _equal(value, schema["const"]):
        found.append("%s: %r is not %r" % (path, value, schema["const"]))
    if "enum" in schema and not any(_equal(value, each) for each in schema["enum"]):
        found.append("%s: %r is not one of %r" % (path, value, schema["enum"]))
    if isinstance(value, str) and "minLength" in schema and len(value) < schema["minLength"]:
        found.append("%s: %r is shorter than %d" % (path, value, schema["minLength"]))
    if isinstance(value, (int, float)) and not isinstance(value, bool) and "minimum" in schema \
            and value < schema["minimum"]:
        found.append("%s: %r is below %r" % (path, value, schema["minimum"]))
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                found.append("%s: %s is required" % (path, key))
        for key, subschema in schema.get("properties", {}).items():
            if key in value:
                found += errors(value[key], subschema, root, "%s.%s" % (path, key))
    if isinstance(value, list) and "items" in schema:
        for index, item in enumerate(value):
            found += errors(item, schema["items"], root, "%s[%d]" % (path, index))
    if "oneOf" in schema:
        matches = [each for each in schema["oneOf"] if not errors(value, each, root, path)]
        if len(matches) != 1:
            found.append("%s: matches %d of the schema's alternatives, not exactly one" % (path, len(matches)))
    return found


def check_line(message, schema=None):
    """The problems of one line the implementation wrote: against the whole schema (exactly one
    alternative) and against the implementation's side of it. Empty when it is valid."""
    schema = schema or load_schema()
    found = errors(message, schema, schema)
    if not any(not errors(message, schema["$defs"][name], schema) for name in IMPLEMENTATION_DEFS):
        found.append("$: not a message an implementation writes")
    try:
        import jsonschema  # optional: a second opinion when installed
    except ImportError:
        return found
    validator = jsonschema.Draft202012Validator(schema)
    return found + ["jsonschema: %s" % error.message for error in validator.iter_errors(message)]
