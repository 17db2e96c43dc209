// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>
#include <QList>
#include <QString>

namespace Mcp {

/*!
 * A hash of at most limit() entries keyed by text, forgetting the oldest inserted first: what a peer's ids,
 * tokens and handles are remembered in, so that a peer that never answers, or sends an endless stream of new
 * ones, cannot grow it. Both the hash and its insertion order stay bounded, whatever is inserted or removed.
 */
template <typename T> class BoundedHash
{
public:
    explicit BoundedHash(int limit)
        : m_limit(limit)
    {
    }

    /*! Inserts (or replaces) \a key; the oldest entries go once there are more than limit(). */
    void insert(const QString &key, T value)
    {
        if (!m_hash.contains(key))
            m_order << key;
        m_hash.insert(key, std::move(value));
        if (m_order.size() > 2 * m_limit) {
            // Keys removed since are still in the order: drop them, so the order list stays bounded too.
            QList<QString> live;
            for (const QString &k : std::as_const(m_order)) {
                if (m_hash.contains(k))
                    live << k;
            }
            m_order = std::move(live);
        }
        while (m_hash.size() > m_limit && !m_order.isEmpty())
            m_hash.remove(m_order.takeFirst());
    }
    /*! Removes \a key and returns its value (a default one when it was not there). */
    T take(const QString &key) { return m_hash.take(key); }
    bool remove(const QString &key) { return m_hash.remove(key); }
    bool contains(const QString &key) const { return m_hash.contains(key); }
    T value(const QString &key, const T &fallback = T()) const { return m_hash.value(key, fallback); }
    /*! The value of \a key, or null when it is not there (valid until the hash changes). */
    T *find(const QString &key)
    {
        const auto it = m_hash.find(key);
        return it == m_hash.end() ? nullptr : &it.value();
    }
    const T *find(const QString &key) const
    {
        const auto it = m_hash.constFind(key);
        return it == m_hash.constEnd() ? nullptr : &it.value();
    }
    qsizetype size() const { return m_hash.size(); }
    int limit() const { return m_limit; }
    void clear()
    {
        m_hash.clear();
        m_order = QList<QString>();
    }

private:
    QHash<QString, T> m_hash;
    QList<QString> m_order; // insertion order, oldest first (may hold keys removed since)
    int m_limit;
};

} // namespace Mcp
