// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <optional>

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include "operations/dialectadapter.h"
#include "operations/operationmanager.h"
#include "protocol/toolinfo.h"
#include "session/mcpsession.h"

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class SchemaForm;

/*!
 * Starts the current tool: the arguments form built from its input schema (with a raw JSON toggle), the dialect
 * (auto, or any dialect forced, declared or not: the server's error is an answer too), keepAlive for async-call
 * and operation, ttl for tasks, and the Launch button. Launch is disabled, with the reason below it, while the
 * server is not connected or the form has problems; raw JSON that does not match the schema is sent anyway.
 */
class LaunchPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchPanel)
public:
    explicit LaunchPanel(QWidget *parent = nullptr);
    ~LaunchPanel() override;

    /*! The manager that launches (not owned). */
    void setManager(Mcp::OperationManager *manager);
    /*! The server the tool belongs to (not owned). */
    void setSession(Mcp::McpSession *session);
    /*! Shows \a tool's form; the values typed so far stay when only the definition was refreshed. */
    void setTool(const Mcp::ToolInfo &tool);
    Mcp::ToolInfo tool() const { return m_tool; }

    SchemaForm *form() const { return m_form; }
    QComboBox *dialectBox() const { return m_dialect; }
    QSpinBox *keepAliveBox() const { return m_keepAlive; }
    QSpinBox *ttlBox() const { return m_ttl; }
    QPushButton *launchButton() const { return m_launch; }

    /*! The dialect picked (empty: auto). */
    std::optional<Mcp::Dialect> forcedDialect() const;
    void setForcedDialect(std::optional<Mcp::Dialect> dialect);
    /*! What auto would pick, or the forced dialect. */
    Mcp::Dialect effectiveDialect() const;

    Mcp::LaunchOptions options() const;
    /*! Why Launch is disabled; empty when it is enabled. */
    QString blocker() const;
    /*! Launches with options() when nothing blocks it; returns the operation or null. */
    Mcp::Operation *launch();

signals:
    void launched(Mcp::Operation *op);

protected:
    void changeEvent(QEvent *event) override;

private:
    QGridLayout *createOptions();
    QSpinBox *secondsBox(
        const QString &objectName, const QString &accessibleName, const QString &description, const QString &toolTip);
    void fillDialects();
    void updateWidgets();

    QPointer<Mcp::OperationManager> m_manager;
    QPointer<Mcp::McpSession> m_session;
    Mcp::ToolInfo m_tool;
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    SchemaForm *m_form = nullptr;
    QComboBox *m_dialect = nullptr;
    QLabel *m_keepAliveLabel = nullptr;
    QSpinBox *m_keepAlive = nullptr;
    QLabel *m_ttlLabel = nullptr;
    QSpinBox *m_ttl = nullptr;
    QLabel *m_hint = nullptr;
    QPushButton *m_defaults = nullptr;
    QPushButton *m_launch = nullptr;
    // While the server reconnects, the hint counts down with the sidebar, from the same deadline.
    QTimer m_countdown;
};
