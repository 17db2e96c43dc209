// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
//
// The wire check and the protocol lint over a recording, as `mcp-async lint --recording` reads one: JSON lines of a
// wire log or a traffic export, whatever a server (or a file) holds. Input: any bytes.
#include <cstdlib>

#include <QBuffer>

#include "diagnosis/recordinglint.h"
#include "fuzzsupport.h"

using namespace Mcp;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Fuzz::application<QCoreApplication>();
    QByteArray bytes = Fuzz::bytes(data, size);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    RecordingLint lint;
    QString error;
    const bool read = lint.read(&buffer, &error);
    // Either judged, or a reason why not (and then no message was); every finding names a line and says why.
    if (read != error.isEmpty() || (!read && lint.messageCount() > 0))
        abort();
    const qint64 lines = bytes.count('\n') + 1;
    for (const Finding &finding : lint.findings()) {
        if (finding.reason.isEmpty() || finding.rule.isEmpty() || finding.messages.isEmpty())
            abort();
        for (qint64 line : finding.messages) {
            if (line < 1 || line > lines)
                abort();
        }
    }
    return 0;
}
