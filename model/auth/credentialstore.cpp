// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "credentialstore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QTimer>

namespace Mcp {

namespace {
// Answers come from the event loop, as they do from a real secret store, so that callers never re-enter.
template <typename F> void later(QObject *context, F &&f)
{
    QTimer::singleShot(0, context, std::forward<F>(f));
}
} // namespace

CredentialStore::~CredentialStore() = default;

MemoryCredentialStore::MemoryCredentialStore(const QString &why, QObject *parent)
    : CredentialStore(parent)
    , m_why(why)
{
}

void MemoryCredentialStore::read(const QString &key, ReadDone done)
{
    later(this, [this, key, done = std::move(done)] { done(m_data.value(key), QString()); });
}

void MemoryCredentialStore::write(const QString &key, const QByteArray &data, Done done)
{
    m_data.insert(key, data);
    later(this, [done = std::move(done)] { done(QString()); });
}

void MemoryCredentialStore::remove(const QString &key, Done done)
{
    m_data.remove(key);
    later(this, [done = std::move(done)] { done(QString()); });
}

QString MemoryCredentialStore::describe() const
{
    return m_why.isEmpty() ? tr("memory only: signing in again is needed after a restart")
                           : tr("memory only (%1): signing in again is needed after a restart").arg(m_why);
}

FileCredentialStore::FileCredentialStore(const QString &path, QObject *parent)
    : CredentialStore(parent)
    , m_path(path)
{
}

QString FileCredentialStore::load(QJsonObject *all) const
{
    QFile file(m_path);
    if (!file.exists())
        return {};
    // Someone else able to read it means the secrets are not ours alone any more: say so instead of using them.
    const QFile::Permissions others = QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther;
    if (file.permissions() & others)
        return tr("%1 can be read by other users; make it private (chmod 600) or remove it").arg(m_path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("cannot read %1: %2").arg(m_path, file.errorString());
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(file.read(4 * 1024 * 1024), &error);
    if (!document.isObject())
        return tr("%1 is not a credentials file: %2").arg(m_path, error.errorString());
    *all = document.object();
    return {};
}

QString FileCredentialStore::save(const QJsonObject &all) const
{
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("cannot write %1: %2").arg(m_path, file.errorString());
    // Private before the first byte goes in.
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    file.write(QJsonDocument(all).toJson(QJsonDocument::Indented));
    if (!file.commit())
        return tr("cannot write %1: %2").arg(m_path, file.errorString());
    return {};
}

void FileCredentialStore::read(const QString &key, ReadDone done)
{
    QJsonObject all;
    const QString error = load(&all);
    const QByteArray data = all.value(key).toString().toUtf8();
    later(this, [data, error, done = std::move(done)] { done(data, error); });
}

void FileCredentialStore::write(const QString &key, const QByteArray &data, Done done)
{
    QJsonObject all;
    QString error = load(&all);
    if (error.isEmpty()) {
        all.insert(key, QString::fromUtf8(data));
        error = save(all);
    }
    later(this, [error, done = std::move(done)] { done(error); });
}

void FileCredentialStore::remove(const QString &key, Done done)
{
    QJsonObject all;
    QString error = load(&all);
    if (error.isEmpty() && all.contains(key)) {
        all.remove(key);
        error = save(all);
    }
    later(this, [error, done = std::move(done)] { done(error); });
}

QString FileCredentialStore::describe() const
{
    return tr("the file %1 (readable by its owner only)").arg(m_path);
}

} // namespace Mcp
