// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include "auth/credentialstore.h"

/*!
 * Secrets in the desktop's secret store (Secret Service, KWallet) through QtKeychain, under the service name
 * "mcp-async-inspector": the inspector and `mcp-async` share what they keep. When no secret store answers, the
 * first failure says so once and the secrets of this process stay in memory (fallback()).
 */
class KeychainCredentialStore final : public Mcp::CredentialStore
{
    Q_OBJECT
public:
    explicit KeychainCredentialStore(QObject *parent = nullptr);
    void read(const QString &key, ReadDone done) override;
    void write(const QString &key, const QByteArray &data, Done done) override;
    void remove(const QString &key, Done done) override;
    QString describe() const override;
    bool isPersistent() const override { return !m_unavailable; }
    /*! True once the secret store did not answer: secrets are kept in memory from then on. */
    bool isUnavailable() const { return m_unavailable; }

    static constexpr const char *ServiceName = "mcp-async-inspector";

private:
    void becomeUnavailable(const QString &reason);

    Mcp::MemoryCredentialStore *m_fallback;
    bool m_unavailable = false;
    QString m_reason;
};
