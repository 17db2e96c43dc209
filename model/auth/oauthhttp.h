// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QByteArray>
#include <QList>
#include <QLoggingCategory>
#include <QObject>
#include <QPair>
#include <QString>

#include "auth/authstep.h"

class QNetworkAccessManager;
class QNetworkRequest;
class QUrl;

namespace Mcp {

/*! The OAuth client's log category, "mcp.oauth": what a person debugging a sign-in without the debugger needs. */
Q_DECLARE_LOGGING_CATEGORY(lcOAuth)

class AuthStepLog;

/*!
 * The HTTP exchanges of the OAuth flows, each recorded in a step of the log: the request as sent, the answer as
 * it came (status, headers, at most MaxBodyBytes of body) and how long it took. Redirects are never followed.
 *
 * Every flow has a number; newFlow() starts the next one, and answers to requests of an older flow are dropped
 * unseen: a flow that was given up (a failure, an abort, a new sign-in) hears nothing more.
 */
class OAuthHttp final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OAuthHttp)
public:
    using Form = QList<QPair<QString, QString>>;
    /*! Called with a copy of the step once the answer (or the error) is in it. */
    using Finished = std::function<void(const AuthStep &step)>;

    explicit OAuthHttp(AuthStepLog *log, QObject *parent = nullptr);
    ~OAuthHttp() override;

    static constexpr int TimeoutMs = 15000;
    static constexpr qint64 MaxBodyBytes = 1024 * 1024;

    AuthStepLog *log() const { return m_log; }
    /*! The number of the flow in progress; 0 before the first. */
    quint64 flow() const { return m_flow; }
    /*! Starts the next flow: the answers still out are dropped. */
    void newFlow() { ++m_flow; }

    /*! Sends \a request for the step at \a stepIndex and records it there; \a finished gets the answer. */
    void send(int stepIndex, const QByteArray &method, const QNetworkRequest &request, const QByteArray &body,
        Finished finished);
    /*! GETs JSON from \a url in a new step of \a kind. */
    void get(AuthStep::Kind kind, const QString &title, const QUrl &url, Finished finished);

    /*! A POST of a form to \a url that wants JSON back. */
    static QNetworkRequest formRequest(const QUrl &url);
    /*! application/x-www-form-urlencoded, with '+' encoded as well (QUrlQuery leaves it alone). */
    static QByteArray formEncode(const Form &form);
    /*! An OAuth error answer (RFC 6749 §5.2) for a person: "code: description", else the start of the body. */
    static QString describeError(const QByteArray &body);

private:
    AuthStepLog *m_log;
    QNetworkAccessManager *m_nam;
    quint64 m_flow = 0;
};

} // namespace Mcp
