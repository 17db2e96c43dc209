// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QObject>

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
    void setSampleText(const QString &text) { m_sampleText = text; }

    void handleIncomingRequest(Mcp::IncomingRequest *request) override;

signals:
    /*! A prompt from the server (elicitation or sampling) and the answer given to it. */
    void inputAnswered(const QString &method, const QJsonObject &params, const QJsonObject &answer);

private:
    QJsonObject answerElicitation(const QJsonObject &params) const;
    QJsonObject answerSampling(const QJsonObject &params) const;

    ElicitPolicy m_policy = ElicitPolicy::AcceptDefaults;
    QJsonObject m_content;
    QString m_sampleText;
};
