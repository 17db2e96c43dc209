// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include "diagnosis/finding.h"

class QIODevice;

namespace Mcp {

/*!
 * The wire check and the protocol lint over a recording (docs/recording.md), a wire log
 * (`{"link":N,"out":bool,"version":"…","frame":…}`, see WireLog) or a traffic export
 * (`{"direction":"outgoing"|"incoming","time":"…","message":{…}}`, MessageLogModel::exportJsonLines()), as
 * RecordingParser reads them. Each link is judged on its own. A findings' messages are the file's line numbers (from
 * 1); a line that cannot be read is a wire finding of its own.
 *
 * A traffic export has no protocol version: it is taken from the handshake (the answer to initialize, or the
 * version a 2026-07-28 request names). A wire log has no times: the rules that judge time do not fire on it.
 */
class RecordingLint
{
    Q_DECLARE_TR_FUNCTIONS(RecordingLint)

public:
    /*! Reads \a device to its end; false with \a error when it is no recording (nothing was judged). */
    bool read(QIODevice *device, QString *error);

    /*! What was found, in the order of the recording. */
    const QList<Finding> &findings() const { return m_findings; }
    /*! Messages judged. */
    int messageCount() const { return m_messages; }
    /*! The message of \a line (the first of a batch), or an empty object (none there, or not kept). */
    QJsonObject messageAt(qint64 line) const { return m_kept.value(line); }

    /*! Lines whose messages are kept for messageAt(); beyond it they are judged and let go. */
    static constexpr int MaxKeptMessages = 100000;

private:
    QList<Finding> m_findings;
    QHash<qint64, QJsonObject> m_kept;
    int m_messages = 0;
    qsizetype m_problemsSeen = 0;
};

} // namespace Mcp
