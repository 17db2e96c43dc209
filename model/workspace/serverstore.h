// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

#include <QList>
#include <QObject>
#include <QPointer>

class QSettings;

namespace Mcp {

class ServerRegistry;
struct ServerConfig;

/*!
 * Keeps a ServerRegistry's servers in QSettings under "servers": a JSON array of ServerConfig::toJson() objects,
 * each with "autoConnect". Session-only entries are never written. load() is the start of a run: the saved servers
 * come back and those marked connect, or on the first run (nothing ever saved) the given defaults are added and
 * connected; from then on every change is saved at once.
 */
class ServerStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ServerStore)
public:
    /*! Keeps \a registry (not owned), which must outlive the store. */
    explicit ServerStore(ServerRegistry *registry, QObject *parent = nullptr);

    /*! The settings file (INI) to use; empty, the default, is the application's QSettings. */
    void setFileName(const QString &fileName);

    /*!
     * Adds the servers saved in \a settings to the registry, not connected but with their autoConnect, under
     * unique names. False when there is no "servers" key at all (nothing was ever saved).
     */
    bool read(QSettings &settings);
    /*! Writes the registry's servers to \a settings, all but the session-only ones. */
    void write(QSettings &settings) const;

    /*!
     * Starts a run: read(); on the first run, adds \a defaults, connected; otherwise connects the servers marked
     * autoConnect. Then saves, and saves again on every change (autoSave()). Returns false on the first run.
     */
    bool load(const QList<ServerConfig> &defaults = {});
    /*! Writes the servers to the settings now. */
    void save() const;

    /*! Whether every change of the registry is saved at once: off until load() or setAutoSave(). */
    bool autoSave() const { return m_autoSave; }
    void setAutoSave(bool on);

private:
    std::unique_ptr<QSettings> settings() const;
    void onChanged();

    QPointer<ServerRegistry> m_registry;
    QString m_fileName;
    bool m_autoSave = false;
    bool m_loading = false;
};

} // namespace Mcp
