// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "clihandler.h"

#include <cstdio>
#include <unistd.h>
#include <utility>

#include <QJsonArray>
#include <QJsonDocument>

#include "protocol/elicitation.h"

CliRequestHandler::CliRequestHandler(QObject *parent)
    : QObject(parent)
{
}

bool CliRequestHandler::isElicitPolicy(const QString &text)
{
    CliRequestHandler probe;
    return probe.setElicitPolicy(text);
}

bool CliRequestHandler::setElicitPolicy(const QString &text)
{
    if (text == QLatin1String("accept-defaults")) {
        m_policy = ElicitPolicy::AcceptDefaults;
    } else if (text == QLatin1String("decline")) {
        m_policy = ElicitPolicy::Decline;
    } else if (text == QLatin1String("cancel")) {
        m_policy = ElicitPolicy::Cancel;
    } else {
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        if (!doc.isObject())
            return false;
        m_policy = ElicitPolicy::Content;
        m_content = doc.object();
    }
    return true;
}

void CliRequestHandler::handleIncomingRequest(Mcp::IncomingRequest *request)
{
    const QString method = request->method();
    QJsonObject answer;
    if (method == QLatin1String("ping")) {
        request->respond({});
        return;
    }
    if (method == QLatin1String("elicitation/create")) {
        const QJsonObject params = request->params();
        QString note;
        answer = answerElicitation(params, &note);
        if (!note.isEmpty())
            std::fprintf(stderr, "mcp-async: %s\n", qPrintable(note));
        const bool url = Mcp::Elicitation::mode(params) == QLatin1String("url");
        const bool accepted = answer.value(QStringLiteral("action")) == QLatin1String("accept");
        if (url && accepted) {
            // Nothing is opened from here: the person opens the URL (it is in the "input" event too).
            std::fprintf(stderr, "mcp-async: the server asks you to open %s: %s\n",
                qPrintable(params.value(QStringLiteral("url")).toString()),
                qPrintable(params.value(QStringLiteral("message")).toString()));
        }
        emit inputAnswered(method, params, answer, note);
        // An embedded URL elicitation (URLElicitationRequiredError, MRTR) is retried once answered: there,
        // accept means "done", so a person at a terminal says when. Without a terminal nobody can: go on.
        if (url && accepted && request->isEmbedded() && ::isatty(STDIN_FILENO)) {
            waitForEnter(request, answer);
            return;
        }
        request->respond(answer);
        return;
    } else if (method == QLatin1String("sampling/createMessage")) {
        if (m_sampleText.isNull()) {
            // No reply text was given: refuse the way a person would (user rejection is code -1 in the spec).
            emit inputAnswered(method, request->params(), QJsonObject {{QStringLiteral("declined"), true}}, QString());
            request->respondError(-1, tr("Sampling declined: no --sample text was given"));
            return;
        }
        answer = answerSampling(request->params());
    } else if (method == QLatin1String("roots/list")) {
        // Housekeeping, not a prompt: answered without an "input" event.
        request->respond(QJsonObject {{QStringLiteral("roots"), QJsonArray()}});
        return;
    } else if (method == QLatin1String("tasks/list")) {
        request->respond(QJsonObject {{QStringLiteral("tasks"), QJsonArray()}});
        return;
    } else {
        request->respondError(Mcp::ErrorCode::MethodNotFound, tr("mcp-async does not handle %1").arg(method));
        return;
    }
    emit inputAnswered(method, request->params(), answer, QString());
    request->respond(answer);
}

void CliRequestHandler::waitForEnter(Mcp::IncomingRequest *request, const QJsonObject &answer)
{
    m_waiting.append({request, answer});
    std::fprintf(stderr, "mcp-async: press Enter when you are done there (Ctrl-C cancels the call)\n");
    if (!m_stdin) {
        m_stdin = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
        connect(m_stdin, &QSocketNotifier::activated, this, &CliRequestHandler::onStdinReadable);
    }
    m_stdin->setEnabled(true);
    emit waitingForPerson(true);
}

void CliRequestHandler::onStdinReadable()
{
    char buffer[256];
    const auto got = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (got > 0 && !QByteArray(buffer, int(got)).contains('\n'))
        return; // a line is not finished yet
    // Enter: every URL shown so far is done. End of input (or an error): nobody will say so, cancel them.
    const bool done = got > 0;
    const auto waiting = std::exchange(m_waiting, {});
    m_stdin->setEnabled(false);
    for (const auto &[request, answer] : waiting) {
        if (!request || !request->isOpen())
            continue;
        request->respond(done ? answer : Mcp::Elicitation::actionResult(QStringLiteral("cancel")));
    }
    emit waitingForPerson(false);
}

QJsonObject CliRequestHandler::answerElicitation(const QJsonObject &params, QString *note) const
{
    switch (m_policy) {
    case ElicitPolicy::Decline:
        return Mcp::Elicitation::actionResult(QStringLiteral("decline"));
    case ElicitPolicy::Cancel:
        return Mcp::Elicitation::actionResult(QStringLiteral("cancel"));
    case ElicitPolicy::Content:
        return Mcp::Elicitation::acceptResult(m_content);
    case ElicitPolicy::AcceptDefaults:
        break;
    }
    if (Mcp::Elicitation::mode(params) == QLatin1String("url"))
        return Mcp::Elicitation::actionResult(QStringLiteral("accept"));
    const QJsonObject schema = params.value(QStringLiteral("requestedSchema")).toObject();
    const QStringList problems = Mcp::Elicitation::defaultContentProblems(schema);
    if (!problems.isEmpty()) {
        // Accepting would send an answer the server must reject: a person would have to fill the form in,
        // and there is none, so the form is declined (and the reason told).
        *note = tr("--elicit accept-defaults declined the form: its defaults are no valid answer (%1)")
                    .arg(problems.join(QStringLiteral("; ")));
        return Mcp::Elicitation::actionResult(QStringLiteral("decline"));
    }
    return Mcp::Elicitation::acceptResult(Mcp::Elicitation::defaultContent(schema));
}

QJsonObject CliRequestHandler::answerSampling(const QJsonObject &params) const
{
    Q_UNUSED(params)
    return Mcp::Sampling::textResult(m_sampleText, QStringLiteral("mcp-async-cli"));
}
