// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "operationstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLockFile>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThread>
#include <QUuid>

#include "operations/operation.h"

Q_DECLARE_LOGGING_CATEGORY(lcOperations)

namespace Mcp {

namespace {
constexpr int kStoreVersion = 1;
// The lock is held for one read-merge-write (milliseconds), but many processes may queue for it on a busy
// machine; the wait is long and polled often (see lockStore).
constexpr int kLockWaitMs = 20000;
constexpr int kStaleLockMs = 10000;

// QLockFile::tryLock(timeout) sleeps 100, 200, 400 ... ms between attempts, so among many waiting processes
// the one that polls last and least often can lose every round until its timeout. Short jittered sleeps
// give every waiter a fair chance at a lock that is only ever held for a moment.
bool lockStore(QLockFile &lock)
{
    QElapsedTimer waited;
    waited.start();
    while (!lock.tryLock(0)) {
        if (lock.error() != QLockFile::LockFailedError || waited.hasExpired(kLockWaitMs))
            return false;
        QThread::msleep(5 + QRandomGenerator::global()->bounded(20));
    }
    return true;
}

QString describeHolder(const QLockFile &lock)
{
    qint64 pid = 0;
    QString host;
    QString app;
    lock.getLockInfo(&pid, &host, &app);
    return QCoreApplication::translate("OperationStore", "held by %1, pid %2 on %3")
        .arg(app.isEmpty() ? QCoreApplication::translate("OperationStore", "an unknown process") : app)
        .arg(pid)
        .arg(host.isEmpty() ? QCoreApplication::translate("OperationStore", "an unknown host") : host);
}

QDateTime updatedAt(const QJsonObject &json)
{
    return QDateTime::fromString(json.value(QStringLiteral("updatedAt")).toString(), Qt::ISODateWithMs);
}
} // namespace

QString OperationStore::defaultPath()
{
    QString dir = qEnvironmentVariable("MCP_ASYNC_DATA_DIR");
    if (dir.isEmpty())
        dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return dir + QStringLiteral("/operations.json");
}

void OperationStore::noteRestored(const Operation *op)
{
    m_loadedAt.insert(op->id(), op->updatedAt());
}

void OperationStore::noteRemoved(const QStringList &ids)
{
    for (const QString &id : ids)
        m_removedIds.insert(id);
}

bool OperationStore::read(QJsonArray *operations, QJsonObject *nextIds, QString *error)
{
    if (m_path.isEmpty() || !QFile::exists(m_path))
        return true;
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("could not read %1: %2").arg(m_path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (!doc.isObject()) {
        if (error)
            *error = tr("%1 is not a store of operations: %2").arg(m_path, parseError.errorString());
        return false;
    }
    const QJsonObject root = doc.object();
    m_storeBytes = bytes;
    m_storeRoot = root;
    m_storeUuid = root.value(QStringLiteral("store")).toString();
    *nextIds = root.value(QStringLiteral("nextRequestIds")).toObject();
    m_storeIds.clear();
    const QJsonArray values = root.value(QStringLiteral("operations")).toArray();
    for (const QJsonValue &value : values) {
        const QString id = value.toObject().value(QStringLiteral("id")).toString();
        if (!id.isEmpty())
            m_storeIds.insert(id);
        if (!m_removedIds.contains(id))
            *operations << value;
    }
    return true;
}

bool OperationStore::readForMerge(QJsonObject *stored, bool *trusted, QString *error)
{
    *trusted = false;
    QFile file(m_path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("could not read %1 to merge with it: %2").arg(m_path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    file.close();
    if (!m_storeBytes.isNull() && bytes == m_storeBytes) {
        *stored = m_storeRoot; // unchanged since this process read or wrote it
        *trusted = true;
        return true;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (doc.isObject()) {
        *stored = doc.object();
        *trusted = true;
        return true;
    }
    // Never lose what cannot be read: put it aside before writing a new store.
    const QString aside = m_path + QStringLiteral(".damaged-")
        + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddThhmmsszzz"));
    QFile::copy(m_path, aside);
    qCWarning(lcOperations).noquote()
        << tr("%1 is not a store of operations (%2); kept it as %3").arg(m_path, parseError.errorString(), aside);
    return true;
}

QJsonObject OperationStore::merged(
    const QList<Operation *> &ops, const QJsonObject &stored, bool trusted, const NextIds &nextIds)
{
    // Three-way merge with what is in the file now: theirs (the file), mine (this process) and the base (the
    // ids in the file when this process last read or wrote it). The base only tells removals when the file is
    // the one this process knew, not a damaged one replaced or one deleted and written anew since.
    QString storeUuid = stored.value(QStringLiteral("store")).toString();
    const bool sameStore = trusted && !storeUuid.isEmpty() && storeUuid == m_storeUuid;
    if (!trusted || storeUuid.isEmpty())
        storeUuid = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QHash<QString, QJsonObject> mine;
    QSet<QString> changedHere;
    for (const Operation *op : ops) {
        if (m_removedIds.contains(op->id()))
            continue;
        mine.insert(op->id(), op->toJson());
        // Restoring marks an operation disconnected: that is this process's view, not news for the others.
        const auto loaded = m_loadedAt.constFind(op->id());
        if (loaded == m_loadedAt.cend() || op->updatedAt() > loaded.value())
            changedHere.insert(op->id());
    }
    QJsonArray operations;
    QSet<QString> written;
    const QJsonArray values = stored.value(QStringLiteral("operations")).toArray();
    for (const QJsonValue &value : values) {
        const QJsonObject theirs = value.toObject();
        const QString id = theirs.value(QStringLiteral("id")).toString();
        if (id.isEmpty()) {
            operations << value; // not ours to judge: kept as it is
            continue;
        }
        if (m_removedIds.contains(id) || written.contains(id))
            continue;
        const auto it = mine.constFind(id);
        // Both hold it (two processes follow one operation): the later change wins, this process's on a tie.
        const bool oursWins =
            it != mine.cend() && changedHere.contains(id) && !(updatedAt(theirs) > updatedAt(it.value()));
        operations << (oursWins ? it.value() : theirs);
        written.insert(id);
    }
    for (const Operation *op : ops) {
        const QString id = op->id();
        if (written.contains(id) || !mine.contains(id))
            continue;
        if (sameStore && m_storeIds.contains(id)) {
            // It was in the store and is gone: another process removed it.
            m_removedIds.insert(id);
            continue;
        }
        operations << mine.value(id);
        written.insert(id);
    }
    m_storeIds = written;
    m_storeUuid = storeUuid;
    return QJsonObject {{QStringLiteral("version"), kStoreVersion}, {QStringLiteral("store"), storeUuid},
        {QStringLiteral("operations"), operations},
        {QStringLiteral("nextRequestIds"), nextIds(stored.value(QStringLiteral("nextRequestIds")).toObject())}};
}

bool OperationStore::write(const QList<Operation *> &operations, const NextIds &nextIds, QString *error)
{
    if (m_path.isEmpty())
        return true;
    const auto fail = [error](const QString &reason) {
        qCWarning(lcOperations).noquote() << reason;
        if (error)
            *error = reason;
        return false;
    };
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    // Every process that keeps operations here rewrites the whole file: the read-merge-write is serialised
    // with a lock file, or concurrent writers would each drop what the others added. A holder that died
    // leaves a stale lock, which QLockFile takes over (at once when the holder's pid is gone).
    QLockFile lock(m_path + QStringLiteral(".lock"));
    lock.setStaleLockTime(kStaleLockMs);
    if (!lockStore(lock)) {
        // Better a merge without the lock (a narrow race) than operations not kept at all.
        qCWarning(lcOperations).noquote() << tr("could not lock %1 within %2 s (%3); saving without the lock")
                                                 .arg(lock.fileName())
                                                 .arg(kLockWaitMs / 1000)
                                                 .arg(describeHolder(lock));
    }
    QJsonObject stored;
    bool trusted = false;
    QString reason;
    if (!readForMerge(&stored, &trusted, &reason))
        return fail(reason);
    const QJsonObject root = merged(operations, stored, trusted, nextIds);
    const QByteArray bytes = QJsonDocument(root).toJson(QJsonDocument::Compact);
    // QSaveFile writes beside the file and renames: a crash never leaves half a store behind.
    QSaveFile out(m_path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) < 0 || !out.commit())
        return fail(tr("could not write %1: %2").arg(m_path, out.errorString()));
    m_storeBytes = bytes;
    m_storeRoot = root;
    return true;
}

} // namespace Mcp
