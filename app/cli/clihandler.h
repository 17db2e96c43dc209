// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QSocketNotifier>

#include "protocol/jsonrpcconnection.h"

/*!
 * Answers requests from the server without a person: elicitations by the --elicit policy, sampling with
 * the --sample text, roots with none, ping at once. Each prompt is reported as an "input" event.
 */
class CliRequestHandler final : public QObject, public Mcp::IncomingRequestHandler
{
    Q_OBJECT
public:
    enum class ElicitPolicy
    {
        AcceptDefaults,
        Decline,
        Cancel,
        Content
    };

    explicit CliRequestHandler(QObject *parent = nullptr);

    /*! "accept-defaults", "decline", "cancel" or a JSON object to submit; false when \a text is none of them. */
    bool setElicitPolicy(const QString &text);
    /*! Whether setElicitPolicy() takes \a text. */
    static bool isElicitPolicy(const QString &text);
    void setSampleText(const QString &text) { m_sampleText = text; }

    void handleIncomingRequest(Mcp::IncomingRequest *request) override;

signals:
    /*!
     * A prompt from the server (elicitation or sampling) and the answer given to it; \a note says why the
     * answer is not what the policy asked for (accept-defaults declines a form whose defaults are no valid
     * answer), empty otherwise.
     */
    void inputAnswered(
        const QString &method, const QJsonObject &params, const QJsonObject &answer, const QString &note);
    /*! A person was asked to open a URL and press Enter when done (\a waiting), or has answered. */
    void waitingForPerson(bool waiting);

private:
    QJsonObject answerElicitation(const QJsonObject &params, QString *note) const;
    QJsonObject answerSampling(const QJsonObject &params) const;
    void waitForEnter(Mcp::IncomingRequest *request, const QJsonObject &answer);
    void onStdinReadable();

    ElicitPolicy m_policy = ElicitPolicy::AcceptDefaults;
    QJsonObject m_content;
    QString m_sampleText;
    // URL elicitations accepted on a terminal, answered once the person presses Enter.
    QList<QPair<QPointer<Mcp::IncomingRequest>, QJsonObject>> m_waiting;
    QSocketNotifier *m_stdin = nullptr;
};
