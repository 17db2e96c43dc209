// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "childprocess.h"

#include <utility>

#include <QProcess>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#endif

namespace Mcp::ChildProcess {

void dieWithParent(QProcess *process, std::function<void()> inChild)
{
#ifdef Q_OS_LINUX
    const pid_t parent = ::getpid();
    process->setChildProcessModifier([parent, inChild = std::move(inChild)] {
        // SIGTERM, not SIGKILL: a server may still end cleanly (remove its sockets, flush its state).
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
        // The parent may have died between fork() and prctl(): then nobody is left to send the signal.
        if (::getppid() != parent)
            ::_exit(128 + SIGTERM);
        if (inChild)
            inChild();
    });
#else
    if (inChild)
        process->setChildProcessModifier(std::move(inChild));
#endif
}

} // namespace Mcp::ChildProcess
