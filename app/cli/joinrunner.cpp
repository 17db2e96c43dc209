// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "joinrunner.h"

void JoinRunner::run()
{
    followHandle();
}
