// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
// scripts/check-layers.sh must refuse this include: model/models is above model/protocol.
#include "models/format.h"
