// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QDialog>
#include <QStringList>

#include "session/serverconfig.h"

namespace Ui {
class ServerDialog;
}

/*!
 * Adds or edits one server: its name, the transport (stdio: command, arguments, environment, working directory;
 * Streamable HTTP, legacy SSE, WebSocket: URL and headers), how a network server is authorized (automatic OAuth,
 * OAuth with given settings, a static bearer token or nothing), the protocol era and the request timeouts. OK stays
 * disabled, with the reason in the hint line, while the entry cannot work.
 *
 * config() carries the secrets (client secret, bearer token) as typed: the caller hands them to the credential
 * store, never to the settings file.
 */
class ServerDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerDialog)
public:
    explicit ServerDialog(QWidget *parent = nullptr);
    ~ServerDialog() override;

    void setConfig(const Mcp::ServerConfig &config);
    Mcp::ServerConfig config() const;
    /*! Names of the other servers: the name must differ from all of them. */
    void setTakenNames(const QStringList &names);
    /*! Why the entry cannot be saved; empty when it can. */
    QStringList problems() const;

    /*! \a arguments as one line that QProcess::splitCommand() reads back the same. */
    static QString joinArguments(const QStringList &arguments);

private:
    void fillChoices();
    void setUpFields();
    void connectFields();
    void reserveWidth();
    void updateWidgets();
    void browseCommand();
    void browseDirectory();
    Mcp::AuthSettings authSettings() const;
    void setAuthSettings(const Mcp::AuthSettings &auth);

    std::unique_ptr<Ui::ServerDialog> m_ui;
    QStringList m_taken;
    // Authorization: what setConfig() gave is kept for the settings the dialog does not show (the private key,
    // the token endpoint authentication method, cross-app access).
    Mcp::AuthSettings m_auth;
    QList<Mcp::Root> m_roots; // edited in the Resources tab; kept as they are here
};
