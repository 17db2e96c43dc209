// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#include "keychaincredentialstore.h"

#include <qt6keychain/keychain.h>

using namespace Mcp;

namespace {
bool isBackendMissing(QKeychain::Error error)
{
    return error == QKeychain::NoBackendAvailable || error == QKeychain::NotImplemented
        || error == QKeychain::OtherError;
}
} // namespace

KeychainCredentialStore::KeychainCredentialStore(QObject *parent)
    : CredentialStore(parent)
    , m_fallback(new MemoryCredentialStore(tr("no secret store answered"), this))
{
}

void KeychainCredentialStore::becomeUnavailable(const QString &reason)
{
    if (m_unavailable)
        return;
    m_unavailable = true;
    m_reason = reason;
}

void KeychainCredentialStore::read(const QString &key, ReadDone done)
{
    if (m_unavailable) {
        m_fallback->read(key, std::move(done));
        return;
    }
    auto *job = new QKeychain::ReadPasswordJob(QLatin1String(ServiceName), this);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, job, key, done = std::move(done)] {
        if (job->error() == QKeychain::NoError) {
            done(job->binaryData(), QString());
        } else if (job->error() == QKeychain::EntryNotFound) {
            done({}, QString());
        } else if (isBackendMissing(job->error())) {
            becomeUnavailable(job->errorString());
            m_fallback->read(key, done);
        } else {
            done({}, tr("the secret store refused: %1").arg(job->errorString()));
        }
    });
    job->start();
}

void KeychainCredentialStore::write(const QString &key, const QByteArray &data, Done done)
{
    if (m_unavailable) {
        m_fallback->write(key, data, std::move(done));
        return;
    }
    auto *job = new QKeychain::WritePasswordJob(QLatin1String(ServiceName), this);
    job->setKey(key);
    job->setBinaryData(data);
    connect(job, &QKeychain::Job::finished, this, [this, job, key, data, done = std::move(done)] {
        if (job->error() == QKeychain::NoError) {
            done(QString());
        } else if (isBackendMissing(job->error())) {
            becomeUnavailable(job->errorString());
            m_fallback->write(key, data, done);
        } else {
            done(tr("the secret store refused: %1").arg(job->errorString()));
        }
    });
    job->start();
}

void KeychainCredentialStore::remove(const QString &key, Done done)
{
    if (m_unavailable) {
        m_fallback->remove(key, std::move(done));
        return;
    }
    auto *job = new QKeychain::DeletePasswordJob(QLatin1String(ServiceName), this);
    job->setKey(key);
    connect(job, &QKeychain::Job::finished, this, [this, job, key, done = std::move(done)] {
        if (job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound) {
            done(QString());
        } else if (isBackendMissing(job->error())) {
            becomeUnavailable(job->errorString());
            m_fallback->remove(key, done);
        } else {
            done(tr("the secret store refused: %1").arg(job->errorString()));
        }
    });
    job->start();
}

QString KeychainCredentialStore::describe() const
{
    if (m_unavailable)
        return tr("memory only: no secret store answered (%1); signing in again is needed after a restart")
            .arg(m_reason);
    return tr("the desktop's secret store");
}
