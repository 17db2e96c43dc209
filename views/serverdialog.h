// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QDialog>
#include <QStringList>

#include "session/serverconfig.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QStackedWidget;

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
    void updateWidgets();
    void browseCommand();
    void browseDirectory();
    QLineEdit *secretEdit(const QString &objectName, QWidget *parent);
    Mcp::AuthSettings authSettings() const;
    void setAuthSettings(const Mcp::AuthSettings &auth);

    QStringList m_taken;
    QLineEdit *m_name = nullptr;
    QComboBox *m_kind = nullptr;
    QStackedWidget *m_pages = nullptr;
    QLineEdit *m_command = nullptr;
    QLineEdit *m_arguments = nullptr;
    QPlainTextEdit *m_environment = nullptr;
    QLineEdit *m_workingDirectory = nullptr;
    QLineEdit *m_url = nullptr;
    QPlainTextEdit *m_headers = nullptr;
    // Authorization: what setConfig() gave is kept for the settings the dialog does not show (the private key,
    // the token endpoint authentication method, cross-app access).
    Mcp::AuthSettings m_auth;
    QGroupBox *m_authGroup = nullptr;
    QComboBox *m_authMode = nullptr;
    QLineEdit *m_clientId = nullptr;
    QLineEdit *m_clientSecret = nullptr;
    QLineEdit *m_clientMetadataUrl = nullptr;
    QLineEdit *m_scopes = nullptr;
    QComboBox *m_grant = nullptr;
    QSpinBox *m_redirectPort = nullptr;
    QLineEdit *m_bearerToken = nullptr;
    QComboBox *m_era = nullptr;
    QSpinBox *m_timeout = nullptr;
    QCheckBox *m_resetOnProgress = nullptr;
    QSpinBox *m_maxTotal = nullptr;
    QLabel *m_hint = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};
