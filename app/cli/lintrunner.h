// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QCoreApplication>
#include <QJsonObject>

#include "callrunner.h"
#include "clioptions.h"
#include "diagnosis/finding.h"

/*!
 * `mcp-async lint TOOL [--args JSON] [--via DIALECT]`: runs the tool as `call` does (its lines as `call` prints
 * them), then one `{"event":"finding",…}` line per thing the wire check and the protocol lint found in the
 * traffic, and last `{"event":"lint","messages":N,"errors":N,"warnings":N,"notes":N}`.
 * Exit codes: 1 when there is an error among the findings, else the call's own (0 when it ended well).
 */
class LintRunner final : public CallRunner
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LintRunner)
public:
    using CallRunner::CallRunner;

    /*!
     * `mcp-async lint --recording FILE`: the same over a recording (a wire log or a traffic export), without a
     * server; the findings' messages are the file's line numbers. Exit 1 with an error among them, 2 when FILE
     * cannot be read or is no recording.
     */
    static int lintRecording(const QString &path);
    /*!
     * Prints \a findings as finding lines (each with the message at fault, as \a messageOf gives it by serial)
     * and the summary line; returns how many are errors.
     */
    static int printFindings(
        const QList<Mcp::Finding> &findings, int messages, const std::function<QJsonObject(qint64)> &messageOf);

protected:
    void ending() override;
    int exitCodeFor(int code) const override;
    /*! Half a second: a late message from the server on its way at the end is judged too. */
    int settleMs() const override { return 500; }

private:
    int m_errors = 0;
};
