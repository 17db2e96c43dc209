// SPDX-FileCopyrightText: 2026 MCP Async Inspector contributors
// SPDX-License-Identifier: MIT
#pragma once

#include <functional>

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QStringList>

class QCompleter;
class QLineEdit;
class QStringListModel;

/*!
 * Server-side completion for line edits: attach() a line edit with the function that asks for completions of
 * what is typed; setValues() shows the answer as the edit's popup (the values as the server sent them, not
 * filtered again). Asking (debouncing, one request per field) is the request function's business, typically
 * Mcp::CompletionClient's.
 */
class LineEditCompleter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LineEditCompleter)
public:
    /*! Called with the text of the edit each time a person edits it (and when it gets the focus empty). */
    using RequestFn = std::function<void(const QString &text)>;

    explicit LineEditCompleter(QObject *parent = nullptr);

    /*! Completes \a edit (not owned) with what \a request leads to: call setValues() with the answer. */
    void attach(QLineEdit *edit, RequestFn request);
    /*! Stops completing \a edit. */
    void detach(QLineEdit *edit);
    /*! The values for \a edit; shown as its popup when it has the focus and there are any. */
    void setValues(QLineEdit *edit, const QStringList &values);
    /*! The values last set for \a edit. */
    QStringList values(QLineEdit *edit) const;
    /*! The completer of \a edit, or null. */
    QCompleter *completer(QLineEdit *edit) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Attached
    {
        QCompleter *completer = nullptr;
        QStringListModel *model = nullptr;
        RequestFn request;
    };
    QHash<QLineEdit *, Attached> m_edits;
};
