// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

class QProcess;

namespace Mcp {

/*! What every child process the client starts shares. */
namespace ChildProcess {

/*!
 * Makes the child of \a process (not started yet) die with this process, however this process ends: on Linux the
 * kernel sends it SIGTERM when the thread that starts it exits (prctl PR_SET_PDEATHSIG), which also covers a
 * SIGKILL or a crash of ours, where no destructor runs. Elsewhere it does nothing. \a inChild runs in the child
 * too, afterwards, like QProcess::setChildProcessModifier() (which this replaces): async-signal-safe calls only.
 *
 * WARNING: start \a process from the thread that lives as long as the child should (the main thread): the
 * kernel watches the thread, not the process.
 */
void dieWithParent(QProcess *process, std::function<void()> inChild = {});

} // namespace ChildProcess

} // namespace Mcp
