#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
# SPDX-License-Identifier: MIT
#
# Writes model/protocol/wirerules.json, the rules of the wire check (model/protocol/wirecheck.h), from the JSON
# schemas the MCP specification publishes: 2025-11-25, 2026-07-28 and the tasks extension of 2026-07-28.
#
#     scripts/distill-wire-rules.py SPEC_DIR [OUT]
#
# SPEC_DIR holds the specification's tree: 2025-11-25/schema.json, 2026-07-28/schema.json and
# ext-tasks/draft/schema.json. What is kept of each definition is what the client's JSON Schema validator judges
# (model/protocol/jsonschema.h): types, required members, enums and consts, items, bounds and local references.
# Descriptions go, and so do the keywords that would judge more strictly than the specification's own words do
# (format and pattern: a URI of an unusual scheme is still a URI). Each era lists its requests with the
# definitions of the request and of its result, and its notifications.
import json
import sys
from pathlib import Path

KEEP = {'type', 'enum', 'const', 'properties', 'required', 'items', '$ref', 'anyOf', 'oneOf', 'allOf',
        'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems'}
# Requests whose result is not named after them.
RESULTS = {'PingRequest': 'EmptyResult', 'SetLevelRequest': 'EmptyResult', 'SubscribeRequest': 'EmptyResult',
           'UnsubscribeRequest': 'EmptyResult', 'GetTaskPayloadRequest': 'GetTaskPayloadResult'}


def distill(node):
    if isinstance(node, list):
        return [distill(n) for n in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key not in KEEP:
            continue
        if key == 'properties':
            out[key] = {name: distill(schema) for name, schema in value.items()}
        else:
            out[key] = distill(value)
    return out


def method_of(definition):
    """The method a request or notification definition names, with whether it has an id (a request)."""
    parts = definition.get('allOf', []) + [definition]
    method, request = None, False
    for part in parts:
        props = part.get('properties', {})
        if isinstance(props.get('method'), dict) and 'const' in props['method']:
            method = props['method']['const']
        if 'id' in part.get('required', []) or part.get('$ref') == '#/$defs/JSONRPCRequest':
            request = True
    return method, request


def era(defs, skip=()):
    requests, notifications = {}, {}
    for name, definition in defs.items():
        if name in skip or not (name.endswith('Request') or name.endswith('Notification')):
            continue
        method, request = method_of(definition)
        if not method:
            continue
        if name.endswith('Request'):
            result = RESULTS.get(name, name[:-len('Request')] + 'Result')
            requests[method] = {'request': name, 'result': result if result in defs else 'Result'}
        elif not request:
            notifications[method] = name
    return requests, notifications


def main():
    spec = Path(sys.argv[1])
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(__file__).resolve().parent.parent / 'model/protocol/wirerules.json'
    legacy = json.loads((spec / '2025-11-25/schema.json').read_text())['$defs']
    modern = json.loads((spec / '2026-07-28/schema.json').read_text())['$defs']
    tasks = json.loads((spec / 'ext-tasks/draft/schema.json').read_text())['$defs']
    # The extension's own definitions join the era's; where both define a name, the core's stays.
    merged = dict(modern)
    for name, definition in tasks.items():
        merged.setdefault(name, definition)
    eras = {}
    for version, defs, extra in (('2025-11-25', legacy, {}), ('2026-07-28', merged, tasks)):
        requests, notifications = era(defs)
        eras[version] = {
            'requests': dict(sorted(requests.items())),
            'notifications': dict(sorted(notifications.items())),
            'taskResult': 'CreateTaskResult',
            '$defs': {name: distill(definition) for name, definition in sorted(defs.items())},
        }
        if 'InputRequiredResult' in defs:
            eras[version]['inputRequiredResult'] = 'InputRequiredResult'
    out.write_text(json.dumps({'eras': eras}, indent=1, sort_keys=False) + '\n')


if __name__ == '__main__':
    main()
