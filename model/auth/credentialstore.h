// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QString>

namespace Mcp {

/*!
 * Where secrets live: access and refresh tokens, client secrets. Never QSettings, never the operations store.
 *
 * The interface is asynchronous because the desktop's secret store is (QtKeychain talks to it over D-Bus). The
 * model has two stores of its own: MemoryCredentialStore (nothing outlives the process) and FileCredentialStore
 * (a file only its owner may read, for headless machines that have no secret store and a person who asked for
 * it). The desktop's secret store is in the applications, which may link QtKeychain.
 */
class CredentialStore : public QObject
{
    Q_OBJECT
public:
    using ReadDone = std::function<void(const QByteArray &data, const QString &error)>;
    using Done = std::function<void(const QString &error)>;

    using QObject::QObject;
    ~CredentialStore() override;

    /*! Calls \a done with the data kept under \a key; empty data and no error when there is none. */
    virtual void read(const QString &key, ReadDone done) = 0;
    /*! Keeps \a data under \a key, replacing what was there. */
    virtual void write(const QString &key, const QByteArray &data, Done done) = 0;
    /*! Forgets \a key; no error when there was nothing. */
    virtual void remove(const QString &key, Done done) = 0;
    /*! Where secrets go, for a person: "the desktop's secret store", "memory only (…)". */
    virtual QString describe() const = 0;
    /*! Whether what is written outlives the process. */
    virtual bool isPersistent() const = 0;
};

/*! Secrets for this process only. */
class MemoryCredentialStore final : public CredentialStore
{
    Q_OBJECT
public:
    explicit MemoryCredentialStore(const QString &why = QString(), QObject *parent = nullptr);
    void read(const QString &key, ReadDone done) override;
    void write(const QString &key, const QByteArray &data, Done done) override;
    void remove(const QString &key, Done done) override;
    QString describe() const override;
    bool isPersistent() const override { return false; }

private:
    QHash<QString, QByteArray> m_data;
    QString m_why;
};

/*!
 * Secrets in one JSON file that only its owner may read or write (mode 0600, written atomically). This is the
 * same protection as an SSH key without a passphrase: chosen by a person, for machines without a secret store.
 */
class FileCredentialStore final : public CredentialStore
{
    Q_OBJECT
public:
    explicit FileCredentialStore(const QString &path, QObject *parent = nullptr);
    void read(const QString &key, ReadDone done) override;
    void write(const QString &key, const QByteArray &data, Done done) override;
    void remove(const QString &key, Done done) override;
    QString describe() const override;
    bool isPersistent() const override { return true; }
    QString path() const { return m_path; }

private:
    QString load(QJsonObject *all) const;
    QString save(const QJsonObject &all) const;

    QString m_path;
};

} // namespace Mcp
