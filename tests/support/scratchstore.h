// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QTemporaryDir>

#include "operations/operationmanager.h"

/*!
 * A scratch operation store (operations.json in a folder of its own): the managers a test writes it with, and
 * the one that reads it back as the application does when it starts again.
 */
class ScratchStore
{
public:
    QString path() const { return m_dir.filePath(QStringLiteral("operations.json")); }
    /*! Makes \a manager keep its operations here. */
    void use(Mcp::OperationManager &manager) const { manager.setStorePath(path()); }
    /*! A manager started anew on this store, as after a restart; null when it could not load the store. */
    Mcp::OperationManager *restart()
    {
        m_restarted = std::make_unique<Mcp::OperationManager>();
        use(*m_restarted);
        return m_restarted->load() ? m_restarted.get() : nullptr;
    }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<Mcp::OperationManager> m_restarted;
};
