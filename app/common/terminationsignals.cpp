// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "terminationsignals.h"

#include <QSocketNotifier>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace {
#ifdef Q_OS_UNIX
constexpr int kSignals[] = {SIGTERM, SIGINT, SIGHUP};
int s_pair[2] = {-1, -1};

void onSignal(int signalNumber)
{
    // Only async-signal-safe calls here; errno belongs to the code this handler interrupted.
    const int savedErrno = errno;
    const char byte = char(signalNumber);
    [[maybe_unused]] const auto written = ::write(s_pair[0], &byte, 1);
    errno = savedErrno;
}
#endif
} // namespace

TerminationSignals::TerminationSignals(QObject *parent)
    : QObject(parent)
{
#ifdef Q_OS_UNIX
    if (s_pair[0] >= 0 || ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, s_pair) != 0)
        return;
    // A handler must never block on a full socket: a flood of signals loses the extra bytes, not the first.
    ::fcntl(s_pair[0], F_SETFL, ::fcntl(s_pair[0], F_GETFL) | O_NONBLOCK);
    m_notifier = new QSocketNotifier(s_pair[1], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &TerminationSignals::onReadable);
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // a read() or waitpid() in flight goes on instead of failing with EINTR
    for (const int number : kSignals)
        ::sigaction(number, &action, nullptr);
#endif
}

TerminationSignals::~TerminationSignals()
{
    restoreDefaults();
#ifdef Q_OS_UNIX
    if (m_notifier) {
        ::close(s_pair[0]);
        ::close(s_pair[1]);
        s_pair[0] = s_pair[1] = -1;
    }
#endif
}

void TerminationSignals::onReadable()
{
#ifdef Q_OS_UNIX
    char byte = 0;
    if (::read(s_pair[1], &byte, 1) != 1)
        return;
    restoreDefaults();
    emit received(int(byte));
#endif
}

void TerminationSignals::restoreDefaults()
{
#ifdef Q_OS_UNIX
    if (!m_notifier)
        return;
    m_notifier->setEnabled(false);
    for (const int number : kSignals)
        ::signal(number, SIG_DFL);
#endif
}
